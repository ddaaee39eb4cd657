// Zod's own messages in Indonesian (UI texts are Indonesian, SPEC §5). A schema that names its
// message keeps it; one that does not (an `invalid_union`, an unexpected type deep in a nested
// object) answered the client in English ("Invalid input"). `z.config` is global to the JS realm,
// so importing this once from the shared schemas (lib/schemas/master.ts) and the API's error
// mapper (server/jsonapi/respond.ts) covers the forms and every route.
import { z } from "zod";

z.config(z.locales.id());
