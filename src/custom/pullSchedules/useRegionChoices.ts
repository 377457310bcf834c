import { useEffect, useState } from 'react';
import type { OrderPullRegion } from '../../../runtime/generated/entities';
import { regionChoices, type RegionChoice } from './editRules';
import type { PullSchedulesProperties } from './types';

export interface RegionChoices {
  choices: RegionChoice[];
  /** 'Error fetching Regions.' when the service failed; the chosen tags stay shown by their tags. */
  failure: string | undefined;
}

const isRegion = (value: unknown): value is OrderPullRegion =>
  typeof value === 'object' && value !== null && typeof (value as OrderPullRegion).tag === 'string' && typeof (value as OrderPullRegion).name === 'string';

/** The regions a dialog offers: loaded once when it opens, named as the definition says, the chosen tags always among them. */
export function useRegionChoices({ endpoints, messages }: Pick<PullSchedulesProperties, 'endpoints' | 'messages'>, chosen: readonly string[]): RegionChoices {
  const [regions, setRegions] = useState<OrderPullRegion[]>([]);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const { regions: loadRegions } = endpoints;
  useEffect(() => {
    let current = true;
    void loadRegions().then((answer) => {
      if (!current) return;
      if (answer.ok && Array.isArray(answer.data)) setRegions(answer.data.filter(isRegion));
      else setFailure(messages.regionsFailed());
    });
    return () => {
      current = false;
    };
  }, [loadRegions, messages]);
  return {
    choices: regionChoices(regions, chosen, (region) => messages.regionOption({ name: region.name, province_code: region.province_code })),
    failure,
  };
}
