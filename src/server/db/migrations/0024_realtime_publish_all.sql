-- Issue 20, decision 152: a transaction's realtime events leave in one
-- statement just before its commit (platform/realtime/publish.ts) instead of
-- one round trip each; a chat send publishes four. Each goes through
-- homestay_realtime_publish (0022) in the order given, so per-topic order
-- within the transaction is publish order, on either bus.
CREATE FUNCTION homestay_realtime_publish_all(event_topics text[], messages text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(event_topics, 1), 0) LOOP
    PERFORM homestay_realtime_publish(event_topics[i], messages[i]);
  END LOOP;
END
$$;
