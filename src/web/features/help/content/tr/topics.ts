import { href } from '#shared/routes';
import type { HelpTopic } from '../types';

export const topics: HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Başlarken',
    summary: 'Hesap açmadan, yaklaşık beş dakikada ilk tahmininiz.',
    link: { to: href.tutorials('first-estimate'), label: 'İlk tahmininizi alın' },
  },
  {
    id: 'understanding-the-score',
    title: 'Puanınızı anlamak',
    summary: 'Yüzde, aralık ve puan aralığının adı ne anlama gelir?',
    link: { to: href.faq('what-is-the-score'), label: 'Başarı puanı ne anlama geliyor?' },
  },
  {
    id: 'the-evidence',
    title: 'Kanıtlar ve sınırları',
    summary: 'Model hangi verileri kullanıyor ve ne kadar iyi test edildi?',
    link: { to: href.knowledgeBase('calibration'), label: 'Kalibrasyon ve ayırt etme gücü' },
  },
  {
    id: 'the-inputs',
    title: 'Yanıtlarınızı seçmek',
    summary: 'Hesaplayıcının her sorusu ne anlama gelir ve uygulama onu nasıl kullanır?',
    link: { to: href.knowledgeBase('input-sector'), label: 'Hesaplayıcının girdileri' },
  },
  {
    id: 'planning-money',
    title: 'Nakdinizi planlamak',
    summary: 'Nakit ömrü, başabaş noktası ve işletme simülatörü.',
    link: { to: href.tutorials('run-a-cash-simulation'), label: 'Nakit simülasyonu çalıştırın' },
  },
  {
    id: 'your-data',
    title: 'Hesabınız ve verileriniz',
    summary: 'Kaydetmek, paylaşmak, indirmek ve silmek.',
    link: { to: href.faq('data-export'), label: 'Verilerimi nasıl indiririm?' },
  },
];
