-- A device's send rate may go up to 60,000 messages per minute (1,000 / s): a gateway in front
-- of several numbers or an official API account sends far above one phone's pace, and the
-- broadcast benchmark runs 100,000 recipients at 500 / s (bench/results/customer-service.md).
-- The pace stays the operator's choice (default 60 / min); this only widens the sanity bound.
ALTER TABLE "whatsapp_devices" DROP CONSTRAINT "whatsapp_devices_rate_check";
ALTER TABLE "whatsapp_devices" ADD CONSTRAINT "whatsapp_devices_rate_check"
  CHECK ("rate_per_minute" BETWEEN 1 AND 60000);
