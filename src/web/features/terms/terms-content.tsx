import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One section of the terms: its anchor, heading and body. */
export interface TermsSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

export const TERMS_LAST_UPDATED = '21 November 2026';
export const CONTACT_EMAIL = 'support@homestay.example';
export const PRIVACY_EMAIL = 'privacy@homestay.example';

/** The short version, shown above the full terms. */
export const termsSummary: readonly string[] = [
  'Homestay connects hosts and helpers. The stay itself is an arrangement between the two of you.',
  'Help is given in exchange for a stay. Nobody is paid for it, and it is not a job.',
  'Agree the hours, the help and what is provided in writing before the stay begins.',
  'Be honest, be kind and keep each other safe. Report anything that worries you.',
  'Points recognise help. They have no cash value and cannot be sold or exchanged for money.',
];

export const termsSections: readonly TermsSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are the agreement between you and Homestay for your use of the Homestay app
          and website. By creating an account or using Homestay, you agree to them. If you do not
          agree, please do not use Homestay.
        </p>
        <p>
          We have written them to be read. Where we say “you”, we mean anyone using Homestay, as a
          host, as a helper, or just looking around. A “host” offers a place to stay and asks for
          help; a “helper” gives help in exchange for that stay.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'What Homestay is, and is not',
    body: (
      <>
        <p>
          Homestay is a place for hosts and helpers to find each other, agree the terms of a stay,
          organise chores, talk and keep track of help given. We provide the tools; we do not
          organise, supervise or take part in stays.
        </p>
        <p>
          We are not an employer, an employment agency, a travel agent or an accommodation provider.
          We do not own or inspect properties, and we do not check every listing, profile or
          message. Each host and helper decides for themselves whether a stay is right for them.
        </p>
      </>
    ),
  },
  {
    id: 'not-employment',
    title: 'Help for stay: no payment, not employment',
    body: (
      <>
        <p>
          A stay on Homestay is a cultural and practical exchange: a helper lends a hand with
          everyday tasks for a few hours a day, and the host offers a place to stay and anything
          else you both agree, such as meals. It is not a job.
        </p>
        <ul>
          <li>
            Hosts must not pay helpers, or ask helpers to pay them, for help or for a stay arranged
            through Homestay.
          </li>
          <li>
            Hosts must not use helpers in place of staff, ask for work that a business would
            normally pay someone to do, or set hours that leave no time for rest and exploring.
          </li>
          <li>
            Helpers take part as guests, not as workers. They may say no to any task they find
            unsafe or did not agree to.
          </li>
          <li>
            Both of you are responsible for making sure the stay is lawful where it takes place,
            including visa, immigration, tax and local rules on volunteering.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You must be at least 18 years old to use Homestay. Give accurate details about yourself,
          keep them up to date, and use one account of your own. Choose a strong password, keep it
          private and turn on two-step sign-in if you can.
        </p>
        <p>
          You are responsible for what happens under your account. If you think someone else has
          used it, change your password and tell us straight away.
        </p>
      </>
    ),
  },
  {
    id: 'stays',
    title: 'Stays and agreements',
    body: (
      <>
        <p>
          Before a stay begins, the host and helper agree in writing what it involves: the dates,
          the kind of help and how many hours, days off, the accommodation and meals provided, and
          the house rules. Homestay’s agreement form exists for this; please use it.
        </p>
        <ul>
          <li>Hosts: describe your place, your household and the help you need honestly.</li>
          <li>
            Helpers: describe your skills, experience and any needs honestly, and respect the home
            you are welcomed into.
          </li>
          <li>
            If plans change, tell the other person as early as you can. Either of you may end a stay
            that no longer feels right or safe.
          </li>
        </ul>
        <p>
          The agreement is between the host and the helper. Homestay is not a party to it and cannot
          enforce it, though we may act on reports of serious breaches.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'How we treat each other',
    body: (
      <>
        <p>Homestay works because people trust each other. When you use it, you agree not to:</p>
        <ul>
          <li>
            harass, threaten, abuse or discriminate against anyone, including on the grounds of
            race, ethnicity, nationality, religion, gender, sexual orientation, disability or age;
          </li>
          <li>make sexual advances or requests of any kind through Homestay or during a stay;</li>
          <li>post false, misleading or someone else’s information, photos or reviews;</li>
          <li>
            use Homestay for anything illegal, for commercial advertising or spam, or to collect
            other people’s details;
          </li>
          <li>
            try to get around our security, use automated tools to access Homestay, or interfere
            with how it works for others.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'safety',
    title: 'Safety',
    body: (
      <>
        <p>
          Your safety matters more than any stay. We cannot guarantee anyone’s identity, intentions
          or the condition of a property, so please look after yourself and each other:
        </p>
        <ul>
          <li>
            Talk through the details in Homestay’s messages before you commit, and trust your
            instincts.
          </li>
          <li>
            Tell someone you trust where you will be staying, and keep your own copy of the address
            and your host’s or helper’s details.
          </li>
          <li>
            Hosts: provide safe, clean accommodation, explain any hazards, give a proper induction,
            and supply the equipment and training a task needs.
          </li>
          <li>
            Helpers: do not take on tasks you are not confident and equipped to do safely, and make
            sure you have suitable travel and health insurance.
          </li>
          <li>
            In an emergency, call the local emergency services first. Then let us know through the
            app or at {CONTACT_EMAIL}.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'points',
    title: 'Points and rewards',
    body: (
      <>
        <p>
          Helpers earn points when their host approves the chores they have done. Points recognise
          help; they are not a wage or a payment for work.
        </p>
        <ul>
          <li>
            Points have no cash value. They cannot be bought, sold, transferred, or exchanged for
            money.
          </li>
          <li>
            We may change how points are earned or used, or correct points awarded by mistake or
            through misuse.
          </li>
          <li>Points end when an account is closed.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and messages',
    body: (
      <>
        <p>
          You own what you post: your profile, photos, listings, chores and messages. You give
          Homestay permission to store, show and send it as needed to run the service, for as long
          as it stays on Homestay. Only post what you have the right to share, and never post
          someone else’s personal details without their permission.
        </p>
        <p>
          Messages are private between the people in a conversation. We do not read them, except
          when someone reports a conversation, when the law requires it, or to keep Homestay safe.
          We may remove content that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <>
        <p>
          We collect what we need to run Homestay: your account details, your profile, what you post
          and the messages you send, and basic technical information to keep the service secure. We
          use it to provide Homestay, to keep it safe and to contact you about your account.
        </p>
        <p>
          We do not sell your personal information. Other members see your profile and what you
          choose to share with them. You can see and correct your details in your profile, and ask
          us for a copy of your data or for your account to be deleted at {PRIVACY_EMAIL}.
        </p>
        <p>
          What we keep, why, for how long, and how to download or delete it is set out in{' '}
          <Link to="/privacy">Your privacy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    body: (
      <>
        <p>
          You may stop using Homestay and ask us to close your account at any time. We may limit,
          suspend or close an account that breaks these terms, puts others at risk, or that we are
          required to close by law. Where it is safe and reasonable, we will tell you why and give
          you a chance to respond.
        </p>
        <p>
          When an account is closed, its profile and listings are removed. Messages you sent may
          remain visible to the people you sent them to.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We work hard to keep Homestay available, accurate and secure, but we provide it as it is,
          and cannot promise it will always be free of errors or interruptions.
        </p>
        <p>
          Stays are arranged and carried out between hosts and helpers. As far as the law allows,
          Homestay is not responsible for the conduct of members, for the condition of any property,
          or for loss, injury or damage that arises from a stay. Nothing in these terms limits any
          rights you have under consumer law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Homestay grows. If a change matters, we will tell you in the
        app before it takes effect. If you keep using Homestay after that, the new terms apply; if
        you do not agree with them, you can close your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions, worries or a report to make? Write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. For anything about your personal
        data, write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We read every
        message and aim to reply within two working days.
      </p>
    ),
  },
];
