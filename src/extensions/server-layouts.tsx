import { useMemo } from 'react';
import type { ExtensionMeta } from '../api/extensions.js';
import { readableFields } from '../layouts/fields.js';
import {
  DEFAULT_LAYOUT,
  getLayout,
  type LayoutDefinition,
  type LayoutProps,
  setServerLayoutSource,
} from '../layouts/registry.js';
import { useListingReadBlacklist } from '../permissions/use-grants.js';
import { useRouter } from '../router/Link.js';
import { primaryKeyField } from '../schema/collection-meta.js';
import { $serverExtensions } from '../state/extensions.js';
import { LAYOUT_EVENTS } from './contract.js';
import { ExtensionHost } from './ExtensionHost.js';

// Layouts the server hosts: `layout.js` shows the rows, `options.js` its settings in the info
// sidebar. They get what the bundled layouts get (rows, fields, options, selection) as plain data,
// and ask the listing for changes with events. A broken layout falls back to the table. Loading
// this module hands the layouts to the registry (src/layouts/index.ts imports it).

type Events = Record<string, (detail: unknown) => void>;

/** The data and events a layout script gets, shared by layout.js and options.js. */
function useLayoutContract(props: LayoutProps): { data: Record<string, unknown>; events: Events } {
  const { collection, linkTo } = props;
  const router = useRouter();
  const blacklist = useListingReadBlacklist(collection);
  const fields = useMemo(
    () => readableFields(collection, blacklist).filter((field) => field.type !== 'alias'),
    [collection, blacklist],
  );
  const primaryKey = primaryKeyField(collection.fields);
  const data = {
    collection,
    fields,
    primaryKey,
    items: props.items,
    selection: props.selection,
    options: props.viewOptions,
    query: props.viewQuery,
    hasMore: props.hasMore,
    loading: props.loading,
  };
  const asRecord = (detail: unknown) =>
    typeof detail === 'object' && detail !== null && !Array.isArray(detail)
      ? (detail as Record<string, unknown>)
      : {};
  const events: Events = {
    [LAYOUT_EVENTS.open]: (key) => {
      if (typeof key === 'string' || typeof key === 'number') {
        router.open(linkTo({ [primaryKey]: key }));
      }
    },
    [LAYOUT_EVENTS.select]: (keys) => {
      if (Array.isArray(keys)) {
        props.onSelectionChange(
          keys.filter((key) => typeof key === 'string' || typeof key === 'number'),
        );
      }
    },
    [LAYOUT_EVENTS.options]: (options) => props.onViewOptionsChange(asRecord(options)),
    [LAYOUT_EVENTS.query]: (query) => props.onViewQueryChange(asRecord(query)),
    [LAYOUT_EVENTS.loadMore]: () => props.loadMore(),
  };
  return { data, events };
}

function TableFallback(props: LayoutProps) {
  const Table = getLayout(DEFAULT_LAYOUT)?.component;
  return Table ? <Table {...props} /> : null;
}

function layoutOf(meta: ExtensionMeta) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per listed extension (see definitionOf), so React sees one stable component
  return function ServerLayout(props: LayoutProps) {
    const { data, events } = useLayoutContract(props);
    return (
      <ExtensionHost
        kind="layout"
        meta={meta}
        script="layout"
        className="cms-extension cms-extension--layout"
        props={data}
        events={events}
        fallback={<TableFallback {...props} />}
      />
    );
  };
}

function optionsOf(meta: ExtensionMeta) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per listed extension (see definitionOf), so React sees one stable component
  return function ServerLayoutOptions(props: LayoutProps) {
    const { data, events } = useLayoutContract(props);
    return (
      <ExtensionHost
        kind="layout"
        meta={meta}
        script="options"
        className="cms-extension cms-extension--layout-options"
        props={data}
        events={events}
        fallback={null}
      />
    );
  };
}

const definitions = new WeakMap<ExtensionMeta, LayoutDefinition>();

function definitionOf(meta: ExtensionMeta): LayoutDefinition {
  let definition = definitions.get(meta);
  if (!definition) {
    definition = {
      id: meta.id,
      name: typeof meta.name === 'string' && meta.name ? meta.name : meta.id,
      icon: typeof meta.icon === 'string' ? meta.icon : undefined,
      component: layoutOf(meta),
      options: optionsOf(meta),
    };
    definitions.set(meta, definition);
  }
  return definition;
}

setServerLayoutSource({
  get(id) {
    const meta = $serverExtensions.get().layouts.find((entry) => entry.id === id);
    return meta ? definitionOf(meta) : null;
  },
  list: () => $serverExtensions.get().layouts.map(definitionOf),
});
