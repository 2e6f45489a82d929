import type { Page } from 'playwright-core';

/** One thing a finger can press, with the box a tap on it lands in (page coordinates, CSS px). */
export interface Target {
  name: string;
  kind: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every visible interactive element on the page (or inside `scope`, e.g. an open menu that covers
 * the page) and its hit area.
 *
 * - A checkbox, radio or switch counts with its labels (`label[for]` or a wrapping label): a tap
 *   on the label row toggles it, and its own box is drawn small on purpose. A text field, select
 *   or button counts alone: its box is what people aim for.
 * - An input drawn invisible under its label (Chip, SegmentedControl) is only its labels.
 * - A slider's thumb counts with its track: a tap anywhere on the track moves it.
 * - Inline links inside a sentence are left out, as WCAG 2.5.8 exempts them: their size is the
 *   text's, and the sentence around them keeps neighbours apart.
 */
export function collectTargets(page: Page, scope = 'body'): Promise<Target[]> {
  return page.evaluate((scopeSelector) => {
    // From the top of the page, where the sticky header sits over nothing (scrolled, it covers
    // whatever passes under it, which is not a neighbour).
    window.scrollTo(0, 0);
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[contenteditable=true]',
      '[tabindex]:not([tabindex="-1"])',
      ...[
        'button',
        'link',
        'tab',
        'radio',
        'checkbox',
        'switch',
        'slider',
        'menuitem',
        'option',
      ].map((r) => `[role=${r}]`),
    ].join(',');
    const isCheckable = (el: Element) =>
      (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) ||
      ['checkbox', 'radio', 'switch'].includes(el.getAttribute('role') ?? '');
    const isShown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) &&
      !el.closest('[aria-hidden=true], [inert]');
    const isDrawn = (el: Element) => {
      const r = el.getBoundingClientRect();
      return getComputedStyle(el).opacity !== '0' && r.width > 1 && r.height > 1;
    };
    const isInlineLink = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const letters = (text = '') => text.replace(/\s/g, '').length;
      return letters(block?.textContent) > letters(el.textContent);
    };
    const labelsOf = (el: Element): Element[] =>
      'labels' in el && el.labels instanceof NodeList
        ? [...(el.labels as NodeListOf<HTMLLabelElement>)].filter(isShown)
        : [];
    const hitParts = (el: Element): Element[] => {
      if (el.getAttribute('role') === 'slider')
        return [el, ...[el.closest('.mantine-Slider-root')].filter((t) => t !== null)];
      if (!isCheckable(el)) return [el];
      return [...(isDrawn(el) ? [el] : []), ...labelsOf(el)];
    };
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const nameOf = (el: Element) => {
      const input = el as HTMLInputElement;
      const name =
        (el.getAttribute('aria-label') ?? '') ||
        textOf(el.getAttribute('aria-labelledby') ?? '') ||
        labelsOf(el)
          .map((l) => l.textContent)
          .join(' ') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('title') ||
        input.placeholder ||
        input.value ||
        '';
      return name.replace(/\s+/g, ' ').trim().slice(0, 60) || '(no name)';
    };
    const kindOf = (el: Element) => {
      const role = el.getAttribute('role');
      const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
      return `${el.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''}`;
    };

    const targets = [];
    const inScope = [...document.querySelectorAll(scopeSelector)].flatMap((root) => [
      ...root.querySelectorAll(selector),
    ]);
    for (const el of new Set(inScope)) {
      if (!isShown(el) || isInlineLink(el)) continue;
      const boxes = hitParts(el)
        .map((part) => part.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1);
      if (boxes.length === 0) continue;
      const left = Math.min(...boxes.map((r) => r.left));
      const top = Math.min(...boxes.map((r) => r.top));
      const right = Math.max(...boxes.map((r) => r.right));
      const bottom = Math.max(...boxes.map((r) => r.bottom));
      // Skip links and the like wait off-screen until focused.
      if (right + window.scrollX <= 0 || bottom + window.scrollY <= 0) continue;
      targets.push({
        name: nameOf(el),
        kind: kindOf(el),
        x: left + window.scrollX,
        y: top + window.scrollY,
        width: right - left,
        height: bottom - top,
      });
    }
    return targets;
  }, scope);
}

/** The issue's numbers: Apple's 44 pt and Material's 8 dp between targets. */
export const minSize = 44;
export const minGap = 8;
/** Layout in rem lands a hair off whole pixels (43.998 for 2.75rem). */
const slack = 0.5;

const describe = (t: Target) =>
  `"${t.name}" ${t.kind} ${t.width.toFixed(0)}×${t.height.toFixed(0)} at ${t.x.toFixed(0)},${t.y.toFixed(0)}`;

const contains = (a: Target, b: Target) =>
  a.x <= b.x + slack &&
  a.y <= b.y + slack &&
  a.x + a.width >= b.x + b.width - slack &&
  a.y + a.height >= b.y + b.height - slack;

/** The shortest distance between two boxes; 0 when they touch or overlap. */
export function gapBetween(a: Target, b: Target): number {
  const dx = Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

export interface Problem {
  /** What is wrong, with each target's name, kind, size and place. */
  line: string;
  targets: Target[];
}

/**
 * What is too small, too close, or out of reach sideways (past the screen's width, so only
 * scrolling a table across finds it). A target inside another's box (a button in a text field's
 * right section) is not the other's neighbour: a tap beside it still lands in the field, so only
 * its own size is checked.
 */
export function touchProblems(targets: readonly Target[], screenWidth: number): Problem[] {
  const small = targets
    .filter((t) => t.width < minSize - slack || t.height < minSize - slack)
    .map((t) => ({ line: `smaller than ${minSize}×${minSize}: ${describe(t)}`, targets: [t] }));
  const outside = targets
    .filter((t) => t.x < -slack || t.x + t.width > screenWidth + slack)
    .map((t) => ({ line: `past the ${screenWidth} px screen: ${describe(t)}`, targets: [t] }));
  const close: Problem[] = [];
  for (const [i, a] of targets.entries()) {
    for (const b of targets.slice(i + 1)) {
      if (contains(a, b) || contains(b, a)) continue;
      const gap = gapBetween(a, b);
      if (gap < minGap - slack)
        close.push({
          line: `${gap.toFixed(1)} px apart (< ${minGap}): ${describe(a)} and ${describe(b)}`,
          targets: [a, b],
        });
    }
  }
  return [...small, ...outside, ...close];
}

/** How many targets have a problem (a target too small and too close counts once). */
export const failingTargets = (problems: readonly Problem[]) =>
  new Set(problems.flatMap((p) => p.targets)).size;
