-- Issue 20, decision 149: realtime events can leave through Redis
-- (REALTIME_URL) instead of NOTIFY, whose commit-time queue lock serialises
-- every writer that announces something. Such an event is written to this
-- outbox in the writer's own transaction (so it leaves only after commit and
-- survives a process that dies before sending it); a relay sends committed
-- rows to Redis in `position` order and deletes them once Redis has them.
CREATE TABLE "realtime_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position" bigint,
	"topic" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_outbox_position_idx" ON "realtime_outbox" USING btree ("position");--> statement-breakpoint
CREATE SEQUENCE "realtime_outbox_position_seq";
--> statement-breakpoint
-- At commit (a deferred constraint trigger runs just before it), the
-- transaction takes a lock per topic it published to, in one sorted order
-- (so two writers never wait on each other in a cycle), then numbers its rows
-- in the order they were published. The locks are held until the commit has
-- completed, so the next writer to a topic numbers its rows after this one's
-- are committed and visible: per topic, positions follow commit order, and a
-- relay that sees a position has already seen every smaller one of the topic.
-- The first firing in a transaction numbers all of its rows; the others find
-- none left.
CREATE FUNCTION homestay_realtime_outbox_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic_hash integer;
  row_id bigint;
BEGIN
  FOR topic_hash IN
    SELECT DISTINCT hashtext(topic) FROM realtime_outbox WHERE position IS NULL ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(1752396404, topic_hash);
  END LOOP;
  FOR row_id IN SELECT id FROM realtime_outbox WHERE position IS NULL ORDER BY id LOOP
    UPDATE realtime_outbox SET position = nextval('realtime_outbox_position_seq') WHERE id = row_id;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER realtime_outbox_order AFTER INSERT ON realtime_outbox
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION homestay_realtime_outbox_order();
--> statement-breakpoint
-- What `publish` (platform/realtime/publish.ts) calls. The bus follows the
-- connection: a server process with REALTIME_URL sets
-- homestay.realtime_bus = 'outbox' on each of its connections, and its events
-- go to the outbox; otherwise they are NOTIFYed as before (payloads over
-- 7,000 bytes by reference through realtime_payloads: NOTIFY caps at 8,000).
CREATE FUNCTION homestay_realtime_publish(event_topic text, message text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  stored bigint;
BEGIN
  IF current_setting('homestay.realtime_bus', true) = 'outbox' THEN
    INSERT INTO realtime_outbox (topic, message) VALUES (event_topic, message::jsonb);
  ELSIF octet_length(message) <= 7000 THEN
    PERFORM pg_notify('homestay_realtime', message);
  ELSE
    INSERT INTO realtime_payloads (payload) VALUES (message::jsonb) RETURNING id INTO stored;
    PERFORM pg_notify('homestay_realtime', json_build_object('ref', stored)::text);
  END IF;
END
$$;
