/** Every key of a section, including the keys inside its nested groups (Evaluation Two's seven
 * groups, each eye's column, eye-muscle strength, certification). Nullable objects and lists are
 * values (insurance `{ title }`, country), not groups, so their inner keys need no label; so are
 * records keyed by data (a goal's target date or grade by the goal's key). */
export type FieldKeys<T> = {
  [K in keyof T & string]:
    | K
    | (null extends T[K]
        ? never
        : T[K] extends readonly unknown[]
          ? never
          : string extends keyof T[K]
            ? never
            : T[K] extends object
              ? FieldKeys<T[K]>
              : never);
}[keyof T & string];

/** A label for every key of a section; `satisfies FieldLabels<X>` makes a missing or stray
 * label a type error. */
export type FieldLabels<T> = Record<FieldKeys<T>, string>;
