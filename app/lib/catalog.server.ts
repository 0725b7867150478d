import { type MobileNumber, type Plate, numberDto, plateDto } from "#server/modules/catalog/index.ts";

// The catalog's wire shapes for page loaders: the same DTOs the JSON API answers with.
export { numberDto, plateDto };

/**
 * What a card shows of an item (app/components/catalog/item-card.tsx), for the pages that list many: a listing
 * sends its 24 items without what no card shows (the AED price beside the fils, the hold, the date, the
 * longest repeat), about a fifth less loader data to encode into every page (decision 0034).
 */
function cardOf<T extends ReturnType<typeof plateDto> | ReturnType<typeof numberDto>>(dto: T) {
  const { price: _price, reserved: _reserved, created_at: _created, pattern, ...card } = dto;
  const { max_repeat: _maxRepeat, ...shown } = pattern;
  return { ...card, pattern: shown };
}

export const plateCard = (plate: Plate) => cardOf(plateDto(plate));
export const numberCard = (item: MobileNumber) => cardOf(numberDto(item));
