/** Cache tags of the supplier centre's calls (one tag type, `Supplier`, told apart by id). */
export const SUPPLIER_TAGS = {
  me: { type: 'Supplier', id: 'ME' },
  workbench: { type: 'Supplier', id: 'WORKBENCH' },
  goods: { type: 'Supplier', id: 'GOODS' },
  requests: { type: 'Supplier', id: 'REQUESTS' },
  parcels: { type: 'Supplier', id: 'PARCELS' },
  settlement: { type: 'Supplier', id: 'SETTLEMENT' },
  account: { type: 'Supplier', id: 'ACCOUNT' },
} as const;
