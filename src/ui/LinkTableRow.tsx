import type { ReactNode } from 'react';
import { useRouter } from '../router/Link.js';
import './register-link-table-styles.js';

// A row of a table whose rows each open one thing (collections, roles, webhooks, interfaces): a
// click anywhere on the row opens it, while one of its cells holds the Link to the same place,
// which is what the keyboard and assistive technology reach. The table takes `cms-link-table`.

export interface LinkTableRowProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** `data-*` attributes (tests and styles address rows by them). */
  data?: Readonly<Record<`data-${string}`, string | number | undefined>>;
}

export function LinkTableRow({ to, className, children, data }: LinkTableRowProps) {
  const router = useRouter();
  return (
    <tr
      {...data}
      className={className ? `cms-link-table__row ${className}` : 'cms-link-table__row'}
      onClick={(event) => {
        // A click on the link (or another link in the row) does its own navigation.
        if (!(event.target as HTMLElement).closest('a')) router.open(to);
      }}
    >
      {children}
    </tr>
  );
}
