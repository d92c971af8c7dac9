import type { ExtensionMeta } from '../api/extensions.js';
import { FallbackInput } from '../form/FallbackInput.js';
import {
  type DisplayProps,
  type InputProps,
  type InterfaceDefinition,
  type InterfaceOption,
  setServerInterfaceLookup,
} from '../interfaces/registry.js';
import { plainText } from '../layouts/DisplayValue.js';
import { $serverExtensions } from '../state/extensions.js';
import { INPUT_EVENT } from './contract.js';
import { ExtensionHost } from './ExtensionHost.js';

// Interfaces the server hosts, as definitions the form and the listings use like bundled ones:
// the input runs `input.js`, the display `display.js`. A broken input falls back to the plain
// input, a broken display to plain text. Loading this module hands the lookup to the registry
// (src/interfaces/index.ts imports it), so the registry itself needs no import of this folder.

/** meta.json's `options` (`{ name: { interface, default, comment } }`) as the registry lists them. */
function optionsOf(meta: ExtensionMeta): InterfaceOption[] {
  const options = meta.options;
  if (typeof options !== 'object' || options === null) return [];
  return Object.entries(options as Record<string, Record<string, unknown>>).map(
    ([name, option]) => ({
      name,
      interface: typeof option?.interface === 'string' ? option.interface : 'text-input',
      comment: typeof option?.comment === 'string' ? option.comment : undefined,
      default: option?.default,
      options:
        typeof option?.options === 'object' && option.options !== null
          ? (option.options as Record<string, unknown>)
          : undefined,
    }),
  );
}

function inputOf(meta: ExtensionMeta) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per listed extension (see definitionOf), so React sees one stable component
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
  // biome-ignore lint/correctness/noComponentHookFactories: made once per listed extension (see definitionOf), so React sees one stable component
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

/** One definition per listing entry, so React keeps its components across renders. */
const definitions = new WeakMap<ExtensionMeta, InterfaceDefinition>();

function definitionOf(meta: ExtensionMeta): InterfaceDefinition {
  let definition = definitions.get(meta);
  if (!definition) {
    definition = {
      id: meta.id,
      name: typeof meta.name === 'string' && meta.name ? meta.name : meta.id,
      icon: typeof meta.icon === 'string' ? meta.icon : undefined,
      types: Array.isArray(meta.types) ? (meta.types as string[]) : [],
      options: optionsOf(meta),
      hideLabel: meta.hideLabel === true,
      input: inputOf(meta),
      display: displayOf(meta),
    };
    definitions.set(meta, definition);
  }
  return definition;
}

/** The server-hosted interface with this id in the current project, if the server lists one. */
export function serverInterface(id: string): InterfaceDefinition | null {
  const meta = $serverExtensions.get().interfaces.find((entry) => entry.id === id);
  return meta ? definitionOf(meta) : null;
}

setServerInterfaceLookup(serverInterface);
