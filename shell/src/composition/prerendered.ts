/**
 * The first screen the server prerendered into an area's container (decision 090) stands in for the remote until it
 * mounts (React's first render replaces the container's content). When the area shows something else first (its
 * fallback, or the visitor went to another page before the remote came), that markup goes.
 */
export function dropPrerendered(container: HTMLElement, unlessAt?: string) {
  const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
  if (!prerendered) return;
  const at = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (unlessAt !== undefined && at(unlessAt) === prerendered.dataset.prerendered) return;
  prerendered.remove();
}
