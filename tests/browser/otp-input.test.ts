import { expect, waitUntil } from '@open-wc/testing';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { OtpInput } from '../../src/ui/OtpInput.js';
import { typeInto } from './helpers.js';

// React's act() environment flag, so updates flush inside act() without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Harness {
  input: HTMLInputElement;
  /** Every value the field reported to its owner. */
  reports: string[];
  clear(): void;
  unmount(): void;
}

interface OwnerProps {
  reports: string[];
  /** Receives the owner's way to clear its value. */
  exposeClear: (clear: () => void) => void;
}

/** An owner that keeps what the field reports, and can clear it (as after a wrong code). */
function Owner({ reports, exposeClear }: OwnerProps) {
  const [value, setValue] = useState('');
  exposeClear(() => setValue(''));
  return createElement(
    'form',
    null,
    createElement(OtpInput, {
      label: 'Code',
      hint: 'Six digits',
      value,
      onChange: (next: string) => {
        reports.push(next);
        setValue(next);
      },
    }),
  );
}

async function mountOtp(): Promise<Harness> {
  const container = document.createElement('div');
  document.body.append(container);
  const reports: string[] = [];
  let clear = () => {};
  const exposeClear = (next: () => void) => {
    clear = next;
  };
  const root: Root = createRoot(container);
  await act(async () => root.render(createElement(Owner, { reports, exposeClear })));
  const input = container.querySelector('input')!;
  return {
    input,
    reports,
    clear: () => act(() => clear()),
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

function type(input: HTMLInputElement, text: string) {
  act(() => typeInto(input, text));
}

function paste(input: HTMLInputElement, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  act(() => {
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  });
}

describe('one-time-code input', () => {
  let harness: Harness;
  afterEach(() => harness.unmount());

  it('is a labelled numeric field for one-time codes', async () => {
    harness = await mountOtp();
    const { input } = harness;
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    expect(input.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(input.labels?.[0]?.textContent).to.equal('Code');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).to.equal('Six digits');
  });

  it('masks the digits as ###-### and drops anything else', async () => {
    harness = await mountOtp();
    const { input } = harness;
    type(input, '12');
    expect(input.value).to.equal('12');
    type(input, '123');
    expect(input.value).to.equal('123');
    type(input, '1234');
    expect(input.value).to.equal('123-4');
    type(input, 'a1b2-3x45 6789');
    expect(input.value).to.equal('123-456');
  });

  it('reports nothing while partial, the code once complete, and empty when it loses a digit', async () => {
    harness = await mountOtp();
    const { input, reports } = harness;
    type(input, '1');
    type(input, '123-45');
    expect(reports).to.deep.equal([]);
    type(input, '123-456');
    expect(reports).to.deep.equal(['123456']);
    type(input, '123-45');
    type(input, '123-4');
    expect(reports).to.deep.equal(['123456', '']);
    type(input, '');
    expect(reports).to.deep.equal(['123456', '']);
    expect(reports.every((value) => value === '' || /^\d{6}$/.test(value))).to.equal(true);
  });

  it('takes a pasted 123456 or 123-456 as the whole code', async () => {
    harness = await mountOtp();
    const { input, reports } = harness;
    type(input, '98');
    paste(input, '123456');
    expect(input.value).to.equal('123-456');
    expect(reports).to.deep.equal(['123456']);
    type(input, '');
    paste(input, ' 654-321\n');
    expect(input.value).to.equal('654-321');
    expect(reports).to.deep.equal(['123456', '', '654321']);
  });

  it('deletes the digit before the hyphen when Backspace meets it', async () => {
    harness = await mountOtp();
    const { input } = harness;
    input.focus();
    type(input, '1234');
    // Backspace right after the hyphen of `123-4` leaves `1234` with the caret after `3`.
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '1234');
      input.setSelectionRange(3, 3);
      input.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }),
      );
    });
    expect(input.value).to.equal('124');
    expect(input.selectionStart).to.equal(2);
  });

  it('clears when its owner clears the value', async () => {
    harness = await mountOtp();
    const { input } = harness;
    type(input, '123456');
    expect(input.value).to.equal('123-456');
    harness.clear();
    await waitUntil(() => input.value === '', 'not cleared');
  });
});
