// Zod's own messages in Indonesian (its `id` locale), for every schema of the app, server and
// browser: a message a schema does not set itself (a wrong type inside a nested array, an enum
// value, a bound without a custom text) reaches the client as JSON:API `detail` or a form error,
// and the UI is Indonesian (SPEC). Zod's configuration is global to its module, so importing this
// file once per bundle is enough: server/jsonapi/respond.ts (every API answer) and
// lib/schemas/master.ts (the schemas' shared helpers) import it.
//
// Only the `id` locale module is imported: `z.locales` is the namespace of every locale, which
// put all ~50 of them (36.6 KB gzip) into the first-load JS of every route that imports a schema.
import { z } from "zod";
import id from "zod/v4/locales/id.js";

z.config(id());
