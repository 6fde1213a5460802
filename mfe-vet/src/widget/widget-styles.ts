/**
 * The widget's look, inside its shadow root. Partners theme it with CSS variables on the element or any
 * ancestor (custom properties inherit into shadow DOM); the defaults are PetPal's tokens. The host's size
 * is fixed before any data arrives, so nothing on the partner's page moves when the widget fills in.
 */
export const widgetCss = `
:host {
  --_primary: var(--petpal-color-primary, #C2410C);
  --_on-primary: var(--petpal-color-on-primary, #FFFFFF);
  --_text: var(--petpal-color-text, #1C1917);
  --_muted: var(--petpal-color-muted, #57534E);
  --_surface: var(--petpal-color-surface, #FFFFFF);
  --_subtle: var(--petpal-color-subtle, #FFF1E6);
  --_border: var(--petpal-color-border, #D6D3D1);
  --_danger: var(--petpal-color-danger, #B91C1C);
  --_radius: var(--petpal-radius, 8px);
  display: block;
  box-sizing: border-box;
  width: 100%;
  max-width: var(--petpal-widget-max-width, 480px);
  height: var(--petpal-widget-height, 560px);
  contain: layout paint;
  overflow: hidden;
  color: var(--_text);
  background: var(--_surface);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  font-family: var(--petpal-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: 15px;
  line-height: 1.45;
}
* { box-sizing: border-box; }
.frame { height: 100%; overflow-y: auto; padding: 16px; }
.frame > * + * { margin-top: 14px; }
h2 { font-size: 1.15rem; margin: 0; }
.vet { display: flex; align-items: center; gap: 12px; }
.portrait { flex: none; width: 48px; height: 48px; border-radius: 50%; object-fit: cover; background: var(--_subtle); }
h3 { font-size: 0.95rem; margin: 0 0 8px; }
p { margin: 0; }
.muted { color: var(--_muted); font-size: 0.875rem; }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
button {
  font: inherit; cursor: pointer; border-radius: var(--_radius); border: 1px solid var(--_border);
  background: var(--_surface); color: var(--_text); padding: 8px 12px; min-height: 40px;
}
button:focus-visible, textarea:focus-visible, input:focus-visible { outline: 3px solid var(--_primary); outline-offset: 2px; }
button[aria-pressed='true'] { background: var(--_primary); color: var(--_on-primary); border-color: var(--_primary); }
button.primary { background: var(--_primary); color: var(--_on-primary); border-color: var(--_primary); font-weight: 600; }
button:disabled { opacity: 0.6; cursor: not-allowed; }
.slots { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: 8px; }
.alert { padding: 10px 12px; border-radius: var(--_radius); background: var(--_subtle); }
.alert.error { color: var(--_danger); border: 1px solid var(--_danger); background: var(--_surface); }
fieldset { border: 0; padding: 0; margin: 0; }
legend { font-weight: 600; margin-bottom: 6px; }
label { display: inline-flex; align-items: center; gap: 6px; }
textarea { font: inherit; width: 100%; min-height: 64px; padding: 8px; border-radius: var(--_radius); border: 1px solid var(--_border); }
`;
