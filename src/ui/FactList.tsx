import { Fragment } from 'react';

/**
 * Short facts in a row, "image/jpeg · 17.7 kB · 960 × 600". Each is isolated (`<bdi>`), so a
 * left-to-right fact keeps its order inside a right-to-left sentence and the other way round.
 */
export function FactList({ facts }: { facts: readonly string[] }) {
  return (
    <>
      {facts.map((fact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: facts are shown in a fixed order
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{fact}</bdi>
        </Fragment>
      ))}
    </>
  );
}
