import type { FaqItem } from '@petpal/contracts';

export interface FaqCategory {
  category: string;
  items: FaqItem[];
}

/** Groups questions by category, keeping the order in which the API lists them. */
export function groupFaq(items: readonly FaqItem[]): FaqCategory[] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return Array.from(groups, ([category, grouped]) => ({ category, items: grouped }));
}
