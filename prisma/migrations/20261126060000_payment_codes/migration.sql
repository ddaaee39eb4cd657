-- Payment codes PAY-YYYYMM-NNNNNN (server/payments/pay-order.ts): one sequence, never two alike
-- even under concurrent payments.
CREATE SEQUENCE IF NOT EXISTS "payment_code_seq";
