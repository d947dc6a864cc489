import type { ContactTopic } from '#shared/contracts/contact';
import type { MailMessage } from '#server/mail/mailer';
import type { ContactMessageRow } from './contact.repository';

const TOPIC_NAMES: Readonly<Record<ContactTopic, string>> = {
  question: 'Question',
  feedback: 'Feedback',
  bug: 'Bug report',
  partnership: 'Partnership',
  privacy: 'Privacy request',
  other: 'Other',
};

const topicName = (topic: string) =>
  topic in TOPIC_NAMES ? TOPIC_NAMES[topic as ContactTopic] : topic;

/**
 * The message as the team reads it: plain text only (the sender's words are never HTML), and
 * Reply-To the sender, so answering goes to them. The name is one line (the schema refuses
 * control characters), so it cannot add headers through the subject.
 */
export const contactInboxMail = (inbox: string, message: ContactMessageRow): MailMessage => ({
  to: inbox,
  replyTo: message.email,
  subject: `[Contact] ${topicName(message.topic)} from ${message.name}`,
  text: [
    `From: ${message.name} <${message.email}>`,
    `Topic: ${topicName(message.topic)}`,
    `Language: ${message.language}`,
    `Received: ${message.createdAt.toISOString()}`,
    `Message id: ${message.id}`,
    '',
    message.message,
  ].join('\n'),
});
