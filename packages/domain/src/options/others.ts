import { optionLabel } from './display-labels';
import { othersOption } from './insurance';

/**
 * The ticked titles of a list with an 'others' item, as people read them. 'others' itself is not
 * listed; the free text typed for it is, but only while 'others' is still ticked, so text left
 * over from an unticked choice stays out (docs/product.md#fields-and-option-lists).
 */
export function chosenWithOthers(titles: readonly string[], otherText: string): string[] {
  const chosen = titles.filter((t) => t !== '' && t !== othersOption).map(optionLabel);
  const other = titles.includes(othersOption) ? otherText.trim() : '';
  return other === '' ? chosen : [...chosen, other];
}

/** An insurance title as people read it, or the free text typed for 'others'. */
export function insuranceWithOthers(title: string, otherText: string): string {
  if (title === '') return '';
  return title === othersOption ? otherText.trim() : optionLabel(title);
}
