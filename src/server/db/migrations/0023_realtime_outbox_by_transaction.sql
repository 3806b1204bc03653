-- The outbox's numbering at commit (0022) found a transaction's rows by
-- `position IS NULL`, walking the index entries every numbered or deleted
-- row leaves behind until vacuum, once per row and while holding the topic
-- locks; it also numbered row by row. The realtime bench's chat sends (four
-- events each, sharing their people's topics) queued on that. Now rows carry
-- their transaction: the first firing in a transaction locks its topics (by
-- that index, in one sorted order, as before), and each firing numbers only
-- its own row by primary key. Deferred triggers fire in the order the rows
-- were inserted, so positions still follow publish order within a
-- transaction. (A transaction that sets the trigger IMMEDIATE would lock
-- only its first topic; nothing does.)
ALTER TABLE "realtime_outbox" ADD COLUMN "tx" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
CREATE INDEX "realtime_outbox_tx_idx" ON "realtime_outbox" USING btree ("tx");--> statement-breakpoint
CREATE OR REPLACE FUNCTION homestay_realtime_outbox_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic_hash integer;
BEGIN
  IF current_setting('homestay.outbox_locked', true) IS DISTINCT FROM NEW.tx::text THEN
    PERFORM set_config('homestay.outbox_locked', NEW.tx::text, true);
    FOR topic_hash IN
      SELECT DISTINCT hashtext(topic) FROM realtime_outbox WHERE tx = NEW.tx ORDER BY 1
    LOOP
      PERFORM pg_advisory_xact_lock(1752396404, topic_hash);
    END LOOP;
  END IF;
  UPDATE realtime_outbox SET position = nextval('realtime_outbox_position_seq') WHERE id = NEW.id;
  RETURN NULL;
END
$$;
