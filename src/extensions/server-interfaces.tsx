import type { ExtensionMeta } from '../api/extensions.js';
import { FallbackInput } from '../form/FallbackInput.js';
import {
  type DisplayProps,
  type InputProps,
  type InterfaceDefinition,
  setServerInterfaceLookup,
} from '../interfaces/registry.js';
import { plainText } from '../layouts/DisplayValue.js';
import { $config } from '../state/config.js';
import { $serverExtensions } from '../state/extensions.js';
import { INPUT_EVENT } from './contract.js';
import { ExtensionHost } from './ExtensionHost.js';
import { extensionDescription } from './interface-meta.js';

// Interfaces the server hosts, as definitions the form and the listings use like bundled ones:
// the input runs `input.js`, the display `display.js`. A broken input falls back to the plain
// input, a broken display to plain text. Loading this module hands the lookup to the registry
// (src/interfaces/index.ts imports it), so the registry itself needs no import of this folder.

function inputOf(meta: ExtensionMeta) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per listed extension (see serverInterfaceDefinition), so React sees one stable component
  return function ServerInterfaceInput(props: InputProps) {
    const { value, field, options, readonly, values, onChange, id } = props;
    return (
      <ExtensionHost
        kind="interface"
        meta={meta}
        script="input"
        className="cms-extension cms-extension--input"
        // The form's <label> cannot point at an element it does not know; the group names it.
        hostAttributes={{ role: 'group', 'aria-labelledby': `${id}-label`, id }}
        props={{ value, field, options, readonly, values }}
        events={{ [INPUT_EVENT]: onChange }}
        fallback={<FallbackInput {...props} />}
      />
    );
  };
}

function displayOf(meta: ExtensionMeta) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per listed extension (see serverInterfaceDefinition), so React sees one stable component
  return function ServerInterfaceDisplay({ value, field, options }: DisplayProps) {
    return (
      <ExtensionHost
        kind="interface"
        meta={meta}
        script="display"
        className="cms-extension cms-extension--display"
        props={{ value, field, options }}
        fallback={plainText(value)}
      />
    );
  };
}

/** One definition per listing entry and language, so React keeps its components across renders. */
const definitions = new WeakMap<ExtensionMeta, Map<string | null, InterfaceDefinition>>();

/** The server interface `meta` describes, running its scripts, named in `locale`. */
export function serverInterfaceDefinition(
  meta: ExtensionMeta,
  locale: string | null = $config.get().locale,
): InterfaceDefinition {
  let byLocale = definitions.get(meta);
  if (!byLocale) {
    byLocale = new Map();
    definitions.set(meta, byLocale);
  }
  let definition = byLocale.get(locale);
  if (!definition) {
    const first = byLocale.values().next().value;
    definition = {
      ...extensionDescription(meta, locale),
      // The same components in every language: a language change does not remount the field.
      input: first?.input ?? inputOf(meta),
      display: first?.display ?? displayOf(meta),
    };
    byLocale.set(locale, definition);
  }
  return definition;
}

/** The server-hosted interface with this id in the current project, if the server lists one. */
export function serverInterface(id: string): InterfaceDefinition | null {
  const meta = $serverExtensions.get().interfaces.find((entry) => entry.id === id);
  return meta ? serverInterfaceDefinition(meta) : null;
}

setServerInterfaceLookup(serverInterface);
