import type { FieldInfo } from '../../api/types.js';
import { FilterBar, type SearchAndFilters } from './FilterBar.js';
import { LayoutPicker } from './LayoutPicker.js';

interface ListingToolbarProps {
  filterFields: readonly FieldInfo[];
  value: SearchAndFilters;
  onFiltersCommit(next: SearchAndFilters): void;
  layout: string;
  onLayoutChange(layout: string): void;
}

/** Above the rows: search and filters, and the layout picker. */
export function ListingToolbar({
  filterFields,
  value,
  onFiltersCommit,
  layout,
  onLayoutChange,
}: ListingToolbarProps) {
  return (
    <div className="cms-listing__toolbar">
      <FilterBar fields={filterFields} value={value} onCommit={onFiltersCommit} />
      <LayoutPicker value={layout} onChange={onLayoutChange} />
    </div>
  );
}
