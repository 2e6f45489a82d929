import { NativeSelect } from '@mantine/core';
import type { SectionName } from '@optolight/domain';
import { tabTitles } from '../data/tab-titles';

/**
 * A record's forms on a phone (docs/product.md#record-tabs): one select in place of the tabs,
 * which wrapped to four rows (180 px) above every form at 360 px. A row scrolling sideways would
 * hide forms past the screen's edge. Each form says what of it waits to sync, as its tab's mark.
 */
export function SectionSelect({
  sections,
  active,
  onChange,
  markWords,
}: {
  sections: readonly SectionName[];
  active: SectionName;
  onChange: (section: SectionName) => void;
  markWords: (section: SectionName) => string;
}) {
  return (
    <NativeSelect
      label={`Form ${String(sections.indexOf(active) + 1)} of ${String(sections.length)}`}
      value={active}
      data={sections.map((s) => {
        const mark = markWords(s);
        return { value: s, label: mark ? `${tabTitles[s]} (${mark})` : tabTitles[s] };
      })}
      onChange={(e) => {
        const picked = sections.find((s) => s === e.currentTarget.value);
        if (picked) onChange(picked);
      }}
    />
  );
}
