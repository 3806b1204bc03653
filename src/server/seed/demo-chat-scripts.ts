// What the demo host and her helpers said to each other at Orchard Hill
// (issue 24), written between the stay's system lines by the demo chat step
// (demo-messages.ts). Past days' words come at a clock time (UTC: afternoon
// in Europe, daytime in America); today's count back from the moment the seed
// runs, so they are never in the future.

export type Speaker = 'host' | 'helper';

/** A system line as the steps before left it in the chat. */
export type SystemLine = { id: string; statusType: string | null; content: string };

/** A past day at a clock time, or a while before the seed runs. */
export type Moment =
  | { daysAgo: number; utc: [hour: number, minute: number] }
  | { minutesAgo: number };

export type ChatPart =
  /** People's words, the first at `when`, each next one a few minutes later. */
  | { when: Moment; words: Array<[Speaker, string]> }
  /**
   * The next system lines, up to and including the first that `until`
   * matches ('rest': all that are left; no match: all that are left too), a
   * few minutes apart from `when` on, so the chat folds them into one line.
   */
  | { when: Moment; updates: 'rest' | ((line: SystemLine) => boolean) };

export type ChatScript = {
  /** Names the words' fixed ids, e.g. `orchard:hugo`. */
  key: string;
  helperEmail: string;
  parts: ChatPart[];
};

const day = (daysAgo: number, hour: number, minute: number): Moment => ({
  daysAgo,
  utc: [hour, minute],
});

export const demoChatScripts: readonly ChatScript[] = [
  {
    key: 'orchard:hugo',
    helperEmail: 'helper@demo.test',
    parts: [
      {
        when: day(11, 16, 5),
        words: [
          [
            'helper',
            'Hi Hana! My train gets into Asheville at 4:40 pm on the day I arrive. Is the farm far from the station?',
          ],
          [
            'host',
            'About twenty minutes by car, I’ll pick you up. Bring boots: the orchard is muddy after the rain.',
          ],
        ],
      },
      { when: day(10, 9, 10), updates: (line) => line.statusType === 'agreement_approved' },
      {
        when: day(4, 8, 30),
        updates: (line) =>
          line.statusType === 'chore_approved' && line.content.includes('Clean the goat pen'),
      },
      {
        when: day(4, 17, 45),
        words: [
          [
            'host',
            'Thank you for the goat pen, Hugo! Fresh straw in every stall, they have never had it so good.',
          ],
          ['helper', 'My pleasure. They supervised the whole time, and one of them ate my glove.'],
        ],
      },
      { when: day(1, 10, 15), updates: 'rest' },
      {
        when: day(1, 18, 20),
        words: [
          [
            'helper',
            'Sorry about the two trees at the end of the row, the light was going. I’ll finish them in the morning.',
          ],
          [
            'host',
            'No rush at all, they hide behind the shed. Thanks for the porch too, it looks lovely.',
          ],
        ],
      },
      {
        when: { minutesAgo: 50 },
        words: [
          [
            'helper',
            'Are we still going to the Saturday market this weekend? I could bake an extra batch of bread for the stand.',
          ],
        ],
      },
    ],
  },
  {
    key: 'orchard:pia',
    helperEmail: 'pia@demo.test',
    parts: [
      {
        when: day(3, 15, 30),
        words: [
          [
            'helper',
            'Hi Hana, Pia here. I’m on the morning bus tomorrow. Which stop is closest to the farm?',
          ],
          [
            'host',
            'Get off at Orchard Road, the stop after the church. I’ll wait there with the dog.',
          ],
        ],
      },
      { when: day(2, 9, 0), updates: 'rest' },
      {
        when: day(2, 17, 10),
        words: [
          [
            'host',
            'Welcome, Pia! I’ve sent you the agreement: read it once you’ve unpacked, and ask me anything.',
          ],
        ],
      },
      {
        when: { minutesAgo: 140 },
        words: [
          [
            'helper',
            'Thank you, I’ll sign it tonight. Is anyone around this weekend? The bench by the barn wobbles and I brought my tools.',
          ],
        ],
      },
    ],
  },
];
