// The attributes every element shares, as r2wc passes them to the React component. `container`
// is added by r2wc itself (the shadow root).

export interface SharedElementProps {
  container?: HTMLElement | ShadowRoot;
  apiUrl?: string;
  locale?: string;
  theme?: string;
}

export interface ProjectElementProps extends SharedElementProps {
  project?: string;
}
