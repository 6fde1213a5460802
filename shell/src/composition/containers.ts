/** Each application renders into its own element inside <main id="page">, created on first use. */
export function containerFor(name: string): HTMLElement {
  const id = `area-${name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  element.dataset.area = name;
  const page = document.getElementById('page');
  if (!page) throw new Error('index.html needs <main id="page">');
  page.appendChild(element);
  return element;
}
