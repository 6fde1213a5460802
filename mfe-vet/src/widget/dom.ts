type Attrs = Record<string, string | boolean | ((event: Event) => void) | undefined>;
type Child = Node | string | null | undefined | false;

/**
 * A DOM element in one call: `on*` attributes become listeners, `true` a bare attribute, `false` and
 * `undefined` nothing. Text children are text nodes (never parsed as HTML).
 */
export function h(tag: string, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}
