// The warm-up's worker (intl-warm-up.ts): makes one number, date and plural
// formatter in the language it is given, then says so and is ended.
addEventListener('message', (event: MessageEvent<string>) => {
  const locale = event.data;
  try {
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale).format(0);
    new Intl.PluralRules(locale).select(1);
  } finally {
    postMessage('warm');
  }
});
