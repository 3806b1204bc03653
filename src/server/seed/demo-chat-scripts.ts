// What the demo host and her helpers said to each other at Orchard Hill
// (issue 24), written between the stay's system lines by the demo chat step
// (demo-messages.ts). Times count back from the moment the seed runs.

export type Speaker = 'host' | 'helper';

/** A system line as the steps before left it in the chat. */
export type SystemLine = { id: string; statusType: string | null; content: string };

export type ChatPart =
  /** People's words, the first at `minutesAgo`, each next one a few minutes later. */
  | { minutesAgo: number; words: Array<[Speaker, string]> }
  /**
   * The next system lines, up to and including the first that `until`
   * matches ('rest': all that are left; no match: all that are left too), a
   * few minutes apart from `minutesAgo` on, so the chat folds them into one line.
   */
  | { minutesAgo: number; updates: 'rest' | ((line: SystemLine) => boolean) };

export type ChatScript = {
  /** Names the words' fixed ids, e.g. `orchard:hugo`. */
  key: string;
  helperEmail: string;
  parts: ChatPart[];
};

const ago = (days: number, hours: number) => (days * 24 + hours) * 60;

export const demoChatScripts: readonly ChatScript[] = [
  {
    key: 'orchard:hugo',
    helperEmail: 'helper@demo.test',
    parts: [
      {
        minutesAgo: ago(11, 5),
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
      { minutesAgo: ago(10, 20), updates: (line) => line.statusType === 'agreement_approved' },
      {
        minutesAgo: ago(4, 2),
        updates: (line) =>
          line.statusType === 'chore_approved' && line.content.includes('Clean the goat pen'),
      },
      {
        minutesAgo: ago(3, 22),
        words: [
          [
            'host',
            'Thank you for the goat pen, Hugo! Fresh straw in every stall, they have never had it so good.',
          ],
          ['helper', 'My pleasure. They supervised the whole time, and one of them ate my glove.'],
        ],
      },
      { minutesAgo: ago(1, 6), updates: 'rest' },
      {
        minutesAgo: ago(1, 3),
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
        minutesAgo: ago(0, 1),
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
        minutesAgo: ago(3, 4),
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
      { minutesAgo: ago(2, 2), updates: 'rest' },
      {
        minutesAgo: ago(2, 1),
        words: [
          [
            'host',
            'Welcome, Pia! I’ve sent you the agreement: read it once you’ve unpacked, and ask me anything.',
          ],
        ],
      },
      {
        minutesAgo: ago(0, 3),
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
