import { expect } from '@open-wc/testing';
import { act, createElement, useState } from 'react';
import { Select, type SelectOption } from '../../src/ui/Select.js';
import { SelectField } from '../../src/ui/SelectField.js';
import {
  clickOn,
  focused,
  mountInShadow,
  press,
  type ShadowMounted,
} from './fixtures/ui/shadow-mount.js';

// The Select primitive's keyboard and ARIA contract (WAI-ARIA APG select-only combobox), rendered
// inside a shadow root like the admin's screens.

const PLANETS: SelectOption[] = [
  { value: 'mercury', label: 'Mercury' },
  { value: 'venus', label: 'Venus', disabled: true },
  { value: 'earth', label: 'Earth' },
  { value: 'mars', label: 'Mars' },
  { value: 'jupiter', label: 'Jupiter', group: 'Giants' },
  { value: 'saturn', label: 'Saturn', group: 'Giants' },
];

function Harness({
  options = PLANETS,
  initial = '',
}: {
  options?: SelectOption[];
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return createElement(
    'div',
    null,
    createElement(SelectField, { label: 'Planet', value, options, onChange: setValue }),
    createElement('output', null, value),
  );
}

/** A stand-in for a server search: results for a search arrive when the test calls `answer`. */
interface FakeServer {
  searches: string[];
  loadMores: number;
  answer: (() => void) | null;
}

function ServerHarness({ server }: { server: FakeServer }) {
  const [value, setValue] = useState('pluto');
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<SelectOption[]>(PLANETS.slice(0, 4));
  const [loading, setLoading] = useState(false);
  return createElement(
    'div',
    null,
    createElement(Select, {
      'aria-label': 'Planet',
      value,
      options: results,
      onChange: setValue,
      searchable: true,
      searchLabel: 'Search planets',
      search,
      loading,
      onSearch: (text: string) => {
        server.searches.push(text);
        setSearch(text);
        setLoading(true);
        server.answer = () => {
          // Not a label match: the server's idea of "red" (no filtering in the Select).
          setResults(text ? [{ value: 'mars', label: 'Mars' }] : PLANETS.slice(0, 4));
          setLoading(false);
        };
      },
      onLoadMore: () => {
        server.loadMores += 1;
      },
      // The chosen value is on no page of results.
      valueOption: { value: 'pluto', label: 'Pluto' },
    }),
    createElement('output', null, value),
  );
}

describe('Select', () => {
  let mounted: ShadowMounted;
  afterEach(() => mounted.unmount());

  const button = () => mounted.shadow.querySelector<HTMLButtonElement>('button[role="combobox"]')!;
  const listbox = () => mounted.shadow.querySelector('[role="listbox"]');
  const active = () => {
    const id = button().getAttribute('aria-activedescendant');
    return id ? mounted.shadow.getElementById(id)?.textContent : null;
  };
  const chosen = () => mounted.shadow.querySelector('output')!.textContent;

  it('is a labelled combobox showing "Choose one..." until something is chosen', async () => {
    mounted = await mountInShadow(createElement(Harness));
    expect(button().textContent).to.equal('Choose one...');
    expect(button().getAttribute('aria-haspopup')).to.equal('listbox');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    const label = mounted.shadow.querySelector('label')!;
    expect(label.htmlFor).to.equal(button().id);
    expect(button().labels?.[0]).to.equal(label);
  });

  it('opens with ArrowDown, moves over enabled options, chooses with Enter and keeps the focus', async () => {
    mounted = await mountInShadow(createElement(Harness));
    button().focus();
    await press(mounted.shadow, 'ArrowDown');
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(listbox()?.closest('[popover]')?.matches(':popover-open'), 'top layer').to.equal(true);
    expect(active()).to.equal('Mercury');
    await press(mounted.shadow, 'ArrowDown');
    // Venus is disabled: skipped.
    expect(active()).to.equal('Earth');
    await press(mounted.shadow, 'End');
    expect(active()).to.equal('Saturn');
    await press(mounted.shadow, 'Home');
    expect(active()).to.equal('Mercury');
    await press(mounted.shadow, 'ArrowDown');
    await press(mounted.shadow, 'Enter');
    expect(chosen()).to.equal('earth');
    expect(listbox()).to.equal(null);
    expect(button().textContent).to.equal('Earth');
    expect(focused(mounted.shadow)).to.equal(button());
  });

  it('chooses with Space; Escape closes without choosing and keeps the focus on the button', async () => {
    mounted = await mountInShadow(createElement(Harness, { initial: 'mars' }));
    button().focus();
    await press(mounted.shadow, ' ');
    // Opens on the chosen option, marked selected.
    expect(active()).to.equal('Mars');
    const selected = mounted.shadow.querySelector('[role="option"][aria-selected="true"]');
    expect(selected?.textContent).to.equal('Mars');
    await press(mounted.shadow, 'ArrowUp');
    await press(mounted.shadow, 'Escape');
    expect(listbox()).to.equal(null);
    expect(chosen()).to.equal('mars');
    expect(focused(mounted.shadow)).to.equal(button());
    await press(mounted.shadow, ' ');
    await press(mounted.shadow, 'ArrowUp');
    await press(mounted.shadow, ' ');
    expect(chosen()).to.equal('earth');
  });

  it('typeahead jumps to the option starting with the letters typed', async () => {
    mounted = await mountInShadow(createElement(Harness));
    button().focus();
    await press(mounted.shadow, 'm');
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(active()).to.equal('Mercury');
    await press(mounted.shadow, 'm');
    expect(active(), 'same letter again: the next one').to.equal('Mars');
    await press(mounted.shadow, 'm');
    expect(active(), 'and round').to.equal('Mercury');
    mounted.unmount();

    mounted = await mountInShadow(createElement(Harness));
    button().focus();
    await press(mounted.shadow, 'j');
    expect(active()).to.equal('Jupiter');
    mounted.unmount();
    mounted = await mountInShadow(createElement(Harness));
    button().focus();
    await press(mounted.shadow, 'm');
    await press(mounted.shadow, 'a');
    expect(active(), 'letters typed together search as one').to.equal('Mars');
  });

  it('lists option groups under their labels, and disabled options as such', async () => {
    mounted = await mountInShadow(createElement(Harness));
    await clickOn(button());
    const group = mounted.shadow.querySelector('[role="group"]')!;
    expect(
      mounted.shadow.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
    ).to.equal('Giants');
    expect([...group.querySelectorAll('[role="option"]')].map((o) => o.textContent)).to.deep.equal([
      'Jupiter',
      'Saturn',
    ]);
    const venus = [...mounted.shadow.querySelectorAll('[role="option"]')].find(
      (option) => option.textContent === 'Venus',
    )!;
    expect(venus.getAttribute('aria-disabled')).to.equal('true');
    await clickOn(venus);
    expect(chosen()).to.equal('');
    // A click outside closes it.
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(listbox()).to.equal(null);
  });

  it('a long list gets a search box that filters, and Escape returns to the button', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      value: String(index + 1),
      label: `Item ${index + 1}`,
    }));
    mounted = await mountInShadow(createElement(Harness, { options: many }));
    button().focus();
    await press(mounted.shadow, 'Enter');
    const search = mounted.shadow.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(focused(mounted.shadow)).to.equal(search);
    expect(search.getAttribute('aria-label')).to.equal('Search…');
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(search, 'item 2');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const shown = [...mounted.shadow.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(shown).to.deep.equal([
      'Item 2',
      'Item 20',
      'Item 21',
      'Item 22',
      'Item 23',
      'Item 24',
      'Item 25',
      'Item 26',
      'Item 27',
      'Item 28',
      'Item 29',
    ]);
    await press(mounted.shadow, 'ArrowDown');
    await press(mounted.shadow, 'Enter');
    expect(chosen()).to.equal('20');
    expect(focused(mounted.shadow)).to.equal(button());
    await press(mounted.shadow, 'ArrowDown');
    await press(mounted.shadow, 'Escape');
    expect(listbox()).to.equal(null);
    expect(focused(mounted.shadow)).to.equal(button());
  });

  it('a caller that searches on the server gets the text, shows its results as given, with loading and load more', async () => {
    const server: FakeServer = { searches: [], loadMores: 0, answer: null };
    mounted = await mountInShadow(createElement(ServerHarness, { server }));
    expect(button().textContent).to.equal('Pluto');
    button().focus();
    await press(mounted.shadow, 'Enter');
    const search = mounted.shadow.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(focused(mounted.shadow)).to.equal(search);
    expect(search.placeholder).to.equal('Search planets');
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(search, 'red');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(server.searches).to.deep.equal(['red']);
    expect(search.value).to.equal('red');
    // Waiting for the answer: the old options stay, unfiltered, and the list says it is loading.
    expect(listbox()!.getAttribute('aria-busy')).to.equal('true');
    expect(mounted.shadow.querySelector('[role="status"]')?.textContent).to.equal('Loading…');
    expect(mounted.shadow.querySelectorAll('[role="option"]')).to.have.length(4);
    expect(mounted.shadow.querySelector('.cms-select__more')).to.equal(null);
    await act(async () => server.answer?.());
    const shown = [...mounted.shadow.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(shown).to.deep.equal(['Mars']);
    expect(mounted.shadow.querySelector('[role="status"]')).to.equal(null);
    expect(button().textContent).to.equal('Pluto');
    expect(active()).to.equal(null);
    expect(search.getAttribute('aria-activedescendant')).to.not.equal(null);
    // Past the last option: more are asked for; the line under the list does the same.
    await press(mounted.shadow, 'ArrowDown');
    expect(server.loadMores).to.equal(1);
    await clickOn(mounted.shadow.querySelector('.cms-select__more')!);
    expect(server.loadMores).to.equal(2);
    await press(mounted.shadow, 'Enter');
    expect(chosen()).to.equal('mars');
    // Closing hands the caller an empty search.
    expect(server.searches.at(-1)).to.equal('');
  });

  it('Escape inside a dialog closes only the list', async () => {
    let closed = 0;
    mounted = await mountInShadow(
      createElement(
        'div',
        {
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Escape') closed += 1;
          },
        },
        createElement(Select, {
          'aria-label': 'Planet',
          value: '',
          options: PLANETS,
          onChange: () => {},
        }),
      ),
    );
    button().focus();
    await press(mounted.shadow, 'ArrowDown');
    await press(mounted.shadow, 'Escape');
    expect(closed).to.equal(0);
    await press(mounted.shadow, 'Escape');
    expect(closed, 'closed: Escape goes on to the dialog').to.equal(1);
  });
});
