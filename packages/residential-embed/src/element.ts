/**
 * The custom element `<volunteerkit-residential-search>`: the same embed as
 * {@link mount}, configured by attributes (`api-base`, `view`, `results-url`,
 * `theme`, `messages`, `filters`, `hash`, `week-starts-on`, `color-scheme`, `apply-url`).
 *
 * @module
 */
import { ELEMENT_ATTRIBUTES, optionKey, optionsFromAttributes } from './config.js';
import { mount, type EmbedHandle } from './mount.js';

/** The tag name of the custom element. */
export const ELEMENT_TAG = 'volunteerkit-residential-search';

/**
 * Defines `<volunteerkit-residential-search>` in `registry` unless a previous copy
 * of the embed already did (loading the script twice is harmless). The class is
 * created inside this function, so importing the module touches no DOM global.
 *
 * @returns whether this call defined the element.
 * @example
 * defineElement();
 * document.body.insertAdjacentHTML('beforeend',
 *   '<volunteerkit-residential-search api-base="https://org.example/api/" view="results">' +
 *   '</volunteerkit-residential-search>');
 */
export function defineElement(registry: CustomElementRegistry = customElements): boolean {
  if (registry.get(ELEMENT_TAG)) return false;
  class VolunteerKitResidentialSearch extends HTMLElement {
    static readonly observedAttributes = [...ELEMENT_ATTRIBUTES];
    #handle: EmbedHandle | undefined;

    /** The embed handle while connected. */
    get embed(): EmbedHandle | undefined {
      return this.#handle;
    }

    connectedCallback(): void {
      if (this.#handle) return;
      this.#handle = mount(this, optionsFromAttributes(this, ''));
    }

    attributeChangedCallback(
      _name: string,
      oldValue: string | null,
      newValue: string | null,
    ): void {
      if (oldValue === newValue || !this.#handle) return;
      // Attribute-derived options are replaced as a whole: a removed attribute returns to its default.
      const fromAttributes = optionsFromAttributes(this, '');
      const cleared: Record<string, undefined> = {};
      for (const name of ELEMENT_ATTRIBUTES) cleared[optionKey(name)] = undefined;
      this.#handle.update({ ...cleared, ...fromAttributes });
    }

    disconnectedCallback(): void {
      // A move (remove + insert in the same task) keeps the embed alive.
      queueMicrotask(() => {
        if (this.isConnected || !this.#handle) return;
        this.#handle.destroy();
        this.#handle = undefined;
      });
    }
  }
  registry.define(ELEMENT_TAG, VolunteerKitResidentialSearch);
  return true;
}
