// The catalog's wire shapes for page loaders: the same DTOs the JSON API answers with.
export { numberDto, plateDto } from "#server/modules/catalog/index.ts";
