/**
 * Plain table model for AddressTable: text and link cells, and address
 * cells rendered with CopyValue. Kept free of React so it can be unit-tested.
 */

export interface AddressCell {
  kind: 'address';
  /** Exact value; what the Copy button copies. */
  value: string;
  /** Explorer page for the value. */
  href?: string;
  /** Accessible name, e.g. "USDC on Ethereum". */
  label: string;
}

export interface TextCell {
  kind: 'text';
  text: string;
  /** Renders the text as inline code (contract or function names). */
  code?: boolean;
}

export interface LinkCell {
  kind: 'link';
  text: string;
  href: string;
}

export type Cell = AddressCell | TextCell | LinkCell;

export interface TableModel {
  /** Names the scrollable region for screen readers. */
  label: string;
  headers: readonly string[];
  rows: readonly (readonly Cell[])[];
}

export function text(value: string, code = false): TextCell {
  return code ? {kind: 'text', text: value, code} : {kind: 'text', text: value};
}

export function address(value: string, label: string, href?: string): AddressCell {
  return href ? {kind: 'address', value, label, href} : {kind: 'address', value, label};
}

export function link(label: string, href: string): LinkCell {
  return {kind: 'link', text: label, href};
}

/** Link text for a URL: host and path without the scheme or a trailing slash. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Throws when a row's length differs from the header count, so a bad table fails the build, not the reader. */
export function assertRectangular(model: TableModel): TableModel {
  model.rows.forEach((row, i) => {
    if (row.length !== model.headers.length) {
      throw new Error(`AddressTable "${model.label}": row ${i + 1} has ${row.length} cells, expected ${model.headers.length}`);
    }
  });
  return model;
}
