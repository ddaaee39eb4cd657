// Input schemas of the master-data use cases (server/products, server/master, server/offices),
// with the SPEC §5 messages. Keys are the JSON:API names (attributes and relationship names), so
// a form can validate the very object it sends as `attributes` + relationship ids. One file per
// entity; this module is their one import for the server and the other schema files (a form
// lazily imports the one file it needs, e.g. master-products.ts for the Barang form).
export * from "./master-rules";
export * from "./fields";
export * from "./master-products";
export * from "./master-lookups";
export * from "./master-offices";
