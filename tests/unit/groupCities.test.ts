import { describe, expect, it } from 'vitest';
import { groupCities, type ShopCity } from '../../server/api/shop/cities';

const city = (id: number, name: string, regionTag: string): ShopCity => ({ id, name, regionTag, regionName: regionTag.replace(/_/g, ' '), regionCode: 'MB' });

describe('groupCities', () => {
  it('puts each city under its region tag, groups and cities in the order met, each city kept whole', () => {
    const cities = [city(3, 'Altona', 'Rural_MB'), city(1, 'Morden', 'Rural_MB'), city(7, 'Elmwood', 'Winnipeg')];
    expect(groupCities(cities)).toEqual([
      { regionTag: 'Rural_MB', regionName: 'Rural MB', regionCode: 'MB', cities: [cities[0], cities[1]] },
      { regionTag: 'Winnipeg', regionName: 'Winnipeg', regionCode: 'MB', cities: [cities[2]] },
    ]);
  });

  it('gives no groups for no cities', () => {
    expect(groupCities([])).toEqual([]);
  });
});
