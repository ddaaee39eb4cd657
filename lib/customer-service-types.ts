// Shapes the customer service API answers and its screens read, in one client-safe module (no
// server imports): the server builds them (server/customer-service/*), the screens type their
// responses with them (components/customer-service/*).

/**
 * The inbox's side panel of a conversation whose contact is an office
 * (GET whatsapp-chats/{id}/-actions/summary, meta.office_summary; built by
 * server/customer-service/office-summary.ts). No personal data (NIK, bank, …) of the office.
 */
export interface OfficeSummary {
  office: {
    id: string;
    code: string;
    name: string;
    office_type: string;
    category: string;
    phone: string | null;
    is_active: boolean;
    saldo: string;
  };
  orders: {
    id: string;
    code: string;
    status: string;
    total: string;
    created_at: string;
    url: string;
  }[];
  shipments: {
    id: string;
    code: string;
    status: string;
    tracking_number: string | null;
    created_at: string;
    url: string | null;
  }[];
  disputes: { id: string; code: string; status: string; created_at: string; url: string }[];
}
