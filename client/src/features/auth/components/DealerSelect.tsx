import type { ComponentPropsWithRef } from 'react';
import { type Dealer, dealers } from '../../../../../events/schemas/dealers.ts';

const dealersByState = new Map<string, Dealer[]>();
for (const dealer of dealers) dealersByState.set(dealer.state, [...(dealersByState.get(dealer.state) ?? []), dealer]);

/** The dealership list of SPEC §3, one group per Mexican state. */
export function DealerSelect(props: ComponentPropsWithRef<'select'>) {
  return (
    <select {...props} className="input">
      <option value="">Selecciona un distribuidor</option>
      {[...dealersByState].map(([state, stateDealers]) => (
        <optgroup key={state} label={state}>
          {stateDealers.map((dealer) => (
            <option key={dealer.value} value={dealer.value}>
              {dealer.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
