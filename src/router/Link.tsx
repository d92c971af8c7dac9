import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { appRouter } from './app-router.js';
import type { Router } from './router.js';

/** The router links and screens use; pieces with their own router provide theirs. */
export const RouterContext = createContext<Router>(appRouter);

export function useRouter(): Router {
  return useContext(RouterContext);
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A router path: `/login`, `/p/collections?b=3`. */
  to: string;
}

/**
 * An in-app link: a real anchor (keyboard, middle-click, copy link) whose plain clicks go through
 * the router, so embedded pieces navigate without touching the host page's hash.
 */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    router.open(to);
  };
  return (
    <a href={`#${to}`} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
