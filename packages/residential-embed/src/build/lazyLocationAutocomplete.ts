/**
 * The embed's stand-in for the widgets' `LocationAutocomplete` (vite.config.ts
 * points the search form's import here): the same label and text input at first
 * paint, and the combobox itself (its geocode session, list and keyboard
 * handling, about 2 KiB gzip) loaded when the browser is idle after the first
 * paint, or at once when the visitor focuses the input (it goes in with their first
 * input, never between the focus and that input). Text typed before then
 * is kept (the form holds it) and replayed into the combobox, which searches it.
 *
 * @module
 */
import { h, type FunctionComponent } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  useResidentialMessages,
  type LocationAutocompleteProps,
} from '@volunteerkit/widgets/residential';

type Combobox = FunctionComponent<LocationAutocompleteProps>;

let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

/** Loads the real combobox once (a separate chunk: see the `?lazy` module in vite.config.ts). */
function load(): Promise<Combobox> {
  loading ??= import('virtual:vk-location-autocomplete').then(
    (module) => (loaded = module.LocationAutocomplete as unknown as Combobox),
  );
  return loading;
}

/**
 * The location input of the search form; renders the widgets' combobox once it
 * has loaded, with the same props.
 */
export function LocationAutocomplete(props: LocationAutocompleteProps) {
  const [Real, setReal] = useState<Combobox | undefined>(() => loaded);
  const input = useRef<HTMLInputElement>(null);
  // What the visitor did before the combobox arrived: focus it again, replay the text.
  const before = useRef<{
    root?: Document | ShadowRoot;
    focused?: boolean;
    typed?: boolean;
    refocus?: boolean;
  }>({});
  // Whether the input has focus is read when the swap is asked for: removing the
  // focused input fires its blur, which must not cancel the hand-over.
  const goReal = (component: Combobox): void => {
    const root = input.current?.getRootNode() as Document | ShadowRoot | undefined;
    before.current.refocus = !!input.current && root?.activeElement === input.current;
    setReal(() => component);
  };
  // Not between a focus and the first input (a fill or keystroke on its way would land
  // on the removed input): then the combobox goes in with that input, or on blur.
  const swap = (): void => {
    void load().then((component) => {
      const { focused, typed } = before.current;
      if (!focused || typed) goReal(component);
    });
  };

  useEffect(() => {
    if (Real) return;
    const win = window as Window & { requestIdleCallback?: Window['requestIdleCallback'] };
    const timer = win.requestIdleCallback
      ? win.requestIdleCallback(swap, { timeout: 3000 })
      : win.setTimeout(swap, 300);
    return () => (win.cancelIdleCallback ?? win.clearTimeout)(timer);
  }, []);

  // In the same task as the swap (a layout effect, not an effect after the paint): a
  // key pressed meanwhile would otherwise go to the page, with the old input gone and
  // the new one not focused yet.
  useLayoutEffect(() => {
    const { root, refocus, typed } = before.current;
    const id = props.id;
    if (!Real || !root || !id) return;
    const next = root.getElementById(id);
    if (!(next instanceof HTMLInputElement)) return;
    if (refocus) next.focus();
    if (typed && next.value !== '') next.dispatchEvent(new Event('input', { bubbles: true }));
  }, [Real]);

  // The mount's language, as the combobox reads it (a stand-in showing the English
  // label under data-locale="cy" until the swap was a flash of English).
  const [messages] = useResidentialMessages(props.messages, props.locale);
  if (Real) return h(Real, props);
  const remember = (patch: { focused?: boolean; typed?: boolean }): void => {
    const root = input.current?.getRootNode();
    if (root instanceof Document || root instanceof ShadowRoot) before.current.root = root;
    Object.assign(before.current, patch);
  };
  // The label and the input, as the combobox shows them (its list, hint and messages come with it).
  return h(
    'div',
    { className: 'vk-combobox' },
    h('label', { className: 'vk-label', htmlFor: props.id }, messages.locationLabel),
    h(
      'div',
      { className: 'vk-combobox__field' },
      h('input', {
        ref: input,
        id: props.id,
        className: 'vk-input vk-combobox__input',
        type: 'text',
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        autoComplete: 'off',
        spellcheck: false,
        placeholder: messages.locationPlaceholder,
        value: props.value ?? '',
        onFocus: () => {
          remember({ focused: true });
          swap();
        },
        onBlur: () => {
          remember({ focused: false });
          swap();
        },
        onInput: (event: Event) => {
          remember({ typed: true });
          props.onValueChange?.((event.currentTarget as HTMLInputElement).value);
          if (loaded) goReal(loaded);
        },
      }),
    ),
  );
}
