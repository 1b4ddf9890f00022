import type { InfoContent } from './types';

/**
 * Polish (informal, like the rest of the site), translated from `en.ts`. Placeholders sit where
 * Polish needs no case ending on them ("serwis {{site_name}}", "siedziby ({{company_city}})").
 */
const content: InfoContent = {
  terms: {
    title: 'Regulamin',
    intro: [
      'Niniejszy regulamin stanowi umowę członkowską między tobą a {{company_name}}, operatorem serwisu {{site_name}}. Zakładając konto, akceptujesz go, dlatego przeczytaj go uważnie.',
    ],
    sections: [
      {
        heading: 'Kim jesteśmy',
        paragraphs: [
          'Operatorem serwisu {{site_name}} jest {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, wpisana do rejestru Izby Handlowej pod numerem {{kvk}} i działająca pod nazwą handlową {{tradenames}}. Z naszym działem obsługi klienta skontaktujesz się pod adresem {{support_email}}.',
        ],
      },
      {
        heading: 'Usługa',
        paragraphs: [
          'Serwis {{site_name}} to internetowy serwis randkowy i czat dla dorosłych. Członkowie zakładają profil, wyszukują i przeglądają inne profile, polubiają się nawzajem oraz wymieniają wiadomości, zdjęcia i wirtualne prezenty.',
          'Usługa ma charakter rozrywkowy. Nie gwarantujemy, że kogoś poznasz ani że znajdziesz dopasowanie.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Wiek i rejestracja',
        paragraphs: [
          'Aby korzystać z serwisu {{site_name}}, musisz mieć ukończone {{min_age}} lat. Rejestrując się, potwierdzasz, że osiągnąłeś ten wiek i że prawo twojego kraju pozwala ci korzystać z serwisu randkowego dla dorosłych. Usuwamy konta członków, którzy okażą się młodsi.',
          'Rejestrujesz się przy użyciu ważnego adresu e-mail, który potwierdzasz linkiem aktywacyjnym od nas. Nie zdradzaj nikomu swojego hasła: odpowiadasz za wszystko, co dzieje się na twoim koncie. Konta są osobiste i nie można ich przenosić na inne osoby.',
        ],
      },
      {
        heading: 'Bezpłatne członkostwo, premium i kredyty',
        paragraphs: [
          'Członkostwo jest bezpłatne. Bezpłatni członkowie mogą założyć profil, wyszukiwać, polubiać innych członków, dodać do 3 zdjęć i rozpocząć do 2 rozmów.',
          'Wysyłanie wiadomości kosztuje kredyty; cena wiadomości jest widoczna przed jej wysłaniem. Kredyty są sprzedawane w pakietach, a ceny zawierają podatek VAT. Pierwszy zakup kredytów, niezależnie od kwoty, daje ci status członka premium: możesz rozpoczynać nieograniczoną liczbę rozmów, oglądać zdjęcia rozmyte dla bezpłatnych członków i dodać do 25 zdjęć.',
          'Kredyty nie są pieniędzmi. Nie można ich wymienić na gotówkę ani przekazać innemu członkowi. Niewykorzystane kredyty mogą zostać zwrócone w ciągu {{refund_days}} dni od zakupu zgodnie z naszymi zasadami zwrotów.',
        ],
      },
      {
        heading: 'Profile fikcyjne',
        paragraphs: [
          'Niektóre profile w serwisie {{site_name}} to profile fikcyjne prowadzone przez naszych pracowników w celach rozrywkowych. Są oznaczone ikoną. Rozmawiasz z prawdziwym pracownikiem, ale nie możesz spotkać się z profilem fikcyjnym osobiście. Akceptując ten regulamin, potwierdzasz, że to rozumiesz.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Zasady zachowania',
        paragraphs: [
          'Traktujesz innych członków z szacunkiem. Zabronione jest publikowanie treści nielegalnych, brutalnych, dyskryminujących lub dotyczących osób niepełnoletnich; publikowanie zdjęć innych osób bez ich zgody; proszenie o pieniądze, płatne usługi seksualne lub oferty handlowe albo ich oferowanie; nękanie, grożenie innym członkom lub ich prześladowanie; a także używanie skryptów, botów lub fałszywej tożsamości.',
          'Możemy sprawdzać, odrzucać lub usuwać teksty profili i zdjęcia naruszające te zasady oraz ograniczać lub blokować konta zgodnie z naszymi zasadami blokady dostępu.',
        ],
      },
      {
        heading: 'Zakończenie członkostwa',
        paragraphs: [
          'Możesz w każdej chwili usunąć konto w ustawieniach. Twój profil zostaje natychmiast ukryty. Przez 14 dni możesz jeszcze przywrócić konto za pomocą linku, który wyślemy ci e-mailem; potem wszystkie twoje dane są trwale usuwane. Niewykorzystane kredyty przepadają wraz z kontem, chyba że w porę poprosisz o zwrot.',
          'Możemy zawiesić lub zakończyć twoje członkostwo, jeśli naruszysz ten regulamin lub w nieuczciwy sposób wycofasz płatność. Jeśli rozwiążemy umowę z przyczyny, która nie leży po twojej stronie, zwrócimy ci niewykorzystane kredyty.',
        ],
      },
      {
        heading: 'Odpowiedzialność',
        paragraphs: [
          'Robimy wszystko, aby serwis {{site_name}} był dostępny i bezpieczny, ale nie możemy zagwarantować nieprzerwanego dostępu. Nie odpowiadamy za to, co członkowie mówią lub robią, ani za prawdziwość ich profili. Nasza odpowiedzialność jest ograniczona do kwoty, którą zapłaciłeś nam w ciągu dwunastu miesięcy przed powstaniem szkody, z wyjątkiem winy umyślnej lub rażącego niedbalstwa albo sytuacji, w których prawo nie dopuszcza takiego ograniczenia.',
        ],
      },
      {
        heading: 'Zmiany i prawo właściwe',
        paragraphs: [
          'Możemy zmieniać ten regulamin. O istotnych zmianach informujemy co najmniej 30 dni wcześniej e-mailem lub w serwisie; jeśli się z nimi nie zgadzasz, możesz zakończyć członkostwo, zanim wejdą w życie. Ta wersja obowiązuje od {{terms_date}}.',
          'Regulamin podlega prawu państwa, w którym {{company_name}} ma siedzibę ({{company_country}}). Spory rozstrzyga sąd właściwy dla siedziby spółki ({{company_city}}), chyba że bezwzględnie obowiązujące przepisy konsumenckie dają ci prawo do wniesienia sprawy do sądu w miejscu zamieszkania. Możesz także skorzystać z europejskiej platformy internetowego rozstrzygania sporów.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Polityka prywatności',
    intro: [
      '{{company_name}} szanuje twoją prywatność. W tej polityce wyjaśniamy, jakie dane osobowe przetwarzamy, gdy korzystasz z serwisu {{site_name}}, dlaczego to robimy i jakie prawa przysługują ci na mocy ogólnego rozporządzenia o ochronie danych (RODO).',
    ],
    sections: [
      {
        heading: 'Kto jest administratorem',
        paragraphs: [
          'Administratorem twoich danych osobowych jest {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, numer w rejestrze Izby Handlowej {{kvk}}. Wszelkie pytania dotyczące prywatności możesz kierować na adres {{support_email}}.',
        ],
      },
      {
        heading: 'Jakie dane przetwarzamy',
        paragraphs: [
          'Dane konta: twój adres e-mail, hasło (przechowywane wyłącznie jako bezpieczny skrót), imię, data urodzenia, płeć oraz język, w którym korzystasz z serwisu.',
          'Dane profilu, które zdecydujesz się udostępnić: zdjęcia, miejscowość i region, wygląd, status związku, zainteresowania i twój opis. Część z nich, na przykład twoje preferencje seksualne, to informacje wrażliwe. Podajesz je dobrowolnie i możesz je w każdej chwili zmienić lub usunąć.',
          'Dane o korzystaniu z serwisu: twoje wiadomości, polubienia, prezenty, zakupy kredytów i status ich płatności, informacje o urządzeniu i przeglądarce, adres IP i wynikająca z niego przybliżona lokalizacja, a także parametry śledzenia linku partnerskiego, jeśli trafiłeś do nas przez taki link.',
        ],
      },
      {
        heading: 'W jakim celu i na jakiej podstawie prawnej używamy twoich danych',
        paragraphs: [
          'W celu świadczenia usługi i wykonania umowy członkowskiej (art. 6 ust. 1 lit. b RODO): twoje konto, profil, wiadomości, płatności i obsługa klienta.',
          'Na podstawie twojej wyraźnej zgody (art. 6 ust. 1 lit. a i art. 9 ust. 2 lit. a RODO): przetwarzanie twoich preferencji seksualnych i zainteresowań, aby pokazywać je w profilu i proponować ci dopasowania, oraz wysyłanie powiadomień push. Zgodę możesz w każdej chwili wycofać.',
          'Na podstawie naszych prawnie uzasadnionych interesów (art. 6 ust. 1 lit. f RODO): dbanie o bezpieczeństwo serwisu, zapobieganie oszustwom i nadużyciom, rozliczanie prowizji z partnerami i ulepszanie usługi. W celu wypełnienia obowiązków prawnych (art. 6 ust. 1 lit. c RODO): księgowość i dokumentacja podatkowa.',
        ],
      },
      {
        heading: 'Kto otrzymuje twoje dane',
        paragraphs: [
          'Nigdy nie sprzedajemy twoich danych osobowych. Udostępniamy je wyłącznie podmiotom przetwarzającym, które pomagają nam świadczyć usługę, takim jak dostawcy hostingu, poczty e-mail i płatności, na podstawie umowy powierzenia przetwarzania danych, a także organom władzy, gdy wymaga tego prawo. Inni członkowie widzą tylko to, co publikujesz w profilu, i to, co im wysyłasz. Jeśli dane są przekazywane poza Europejski Obszar Gospodarczy, stosujemy standardowe klauzule umowne Komisji Europejskiej.',
        ],
      },
      {
        heading: 'Jak długo przechowujemy twoje dane',
        paragraphs: [
          'Przechowujemy twoje dane tak długo, jak istnieje twoje konto. Gdy usuniesz konto, zostaje ono najpierw ukryte i zachowane przez 14 dni, abyś mógł je jeszcze przywrócić za pomocą linku, który wyślemy ci e-mailem. Po tych 14 dniach twoje konto, profil, zdjęcia i wiadomości są trwale usuwane.',
          'Dokumenty płatności przechowujemy przez siedem lat, ponieważ wymagają tego przepisy podatkowe. Dzienniki bezpieczeństwa usuwamy najpóźniej po sześciu miesiącach.',
        ],
      },
      {
        heading: 'Bezpieczeństwo',
        paragraphs: [
          'Chronimy twoje dane za pomocą szyfrowanych połączeń, haszowanych haseł, ograniczonego dostępu pracowników i regularnych aktualizacji zabezpieczeń. Zanim zapiszemy zdjęcie, usuwamy z niego metadane, na przykład lokalizację GPS, w której zostało zrobione.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: [
          'Masz prawo dostępu do swoich danych, ich sprostowania i usunięcia, ograniczenia przetwarzania, wniesienia sprzeciwu, przenoszenia danych oraz wycofania zgody. Wiele z tych rzeczy możesz zrobić samodzielnie w profilu i ustawieniach. W pozostałych sprawach wyślij wniosek na adres {{support_email}}; odpowiadamy w ciągu miesiąca.',
          'Masz także prawo wnieść skargę do organu ochrony danych w swoim kraju lub w państwie naszej siedziby ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Polityka plików cookie',
    intro: [
      'Serwis {{site_name}} używa tylko kilku plików cookie i podobnych technik, a wszystkie są niezbędne do jego działania. Na tej stronie wyjaśniamy, których używamy i dlaczego.',
    ],
    sections: [
      {
        heading: 'Czym są pliki cookie',
        paragraphs: [
          'Plik cookie to mały plik tekstowy, który strona internetowa zapisuje w twojej przeglądarce. Pamięć lokalna (local storage) to podobna technika, która przechowuje informacje w przeglądarce bez wysyłania ich do serwera przy każdym żądaniu. Obie pozwalają stronie zapamiętać coś między wizytami.',
        ],
      },
      {
        heading: 'Niezbędne pliki cookie',
        paragraphs: [
          'auth._token utrzymuje cię w stanie zalogowania. To bezpieczny plik cookie sesji, którego skrypty nie mogą odczytać; jest ważny przez 30 dni lub do wylogowania.',
          'i18n_redirected zapamiętuje język, który wybrałeś dla serwisu. Jest przechowywany przez 365 dni.',
        ],
      },
      {
        heading: 'Pamięć lokalna',
        paragraphs: [
          'W pamięci lokalnej twojej przeglądarki przechowujemy kilka informacji: kiedy zamknąłeś komunikat, na przykład ostrzeżenie przy wejściu lub przypomnienie o dodaniu zdjęcia profilowego, abyśmy nie pokazywali go ponownie zbyt szybko; oraz parametry śledzenia linku partnerskiego, przez który do nas trafiłeś, aby partner mógł otrzymać wynagrodzenie, jeśli się zarejestrujesz. Nic z pamięci lokalnej nie służy do śledzenia cię na innych stronach.',
        ],
      },
      {
        heading: 'Bez reklamowych i śledzących plików cookie',
        paragraphs: [
          'Nie umieszczamy reklamowych plików cookie podmiotów trzecich i nie pozwalamy sieciom reklamowym ani mediom społecznościowym śledzić cię w serwisie {{site_name}}. Ponieważ używamy wyłącznie niezbędnych plików cookie, prawo nie wymaga na nie twojej zgody; dlatego nie widzisz baneru cookie.',
          'Podczas płatności strony naszych operatorów płatności mogą zapisywać własne pliki cookie. Obowiązuje je polityka plików cookie danego operatora.',
        ],
      },
      {
        heading: 'Zarządzanie plikami cookie',
        paragraphs: [
          'Pliki cookie i pamięć lokalną możesz w każdej chwili usunąć w ustawieniach przeglądarki. Jeśli zablokujesz niezbędne pliki cookie, nie będziesz mógł się zalogować, a serwis nie zapamięta twojego języka. Masz pytania? Napisz na adres {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Zasady blokady dostępu',
    intro: [
      'Aby serwis {{site_name}} pozostał bezpiecznym i przyjemnym miejscem, możemy ograniczyć lub zablokować dostęp członkom, którzy naruszają nasz regulamin. Te zasady wyjaśniają, kiedy to robimy i co możesz zrobić, jeśli się z tym nie zgadzasz.',
    ],
    sections: [
      {
        heading: 'Co prowadzi do blokady',
        paragraphs: [
          'Blokujemy konta w szczególności za: wiek poniżej {{min_age}} lat lub podszywanie się pod inną osobę; publikowanie nielegalnych treści lub czegokolwiek z udziałem osób niepełnoletnich; nękanie, groźby, mowę nienawiści lub powtarzające się niechciane wiadomości; proszenie o pieniądze, oferowanie płatnych usług seksualnych lub reklamowanie się; oszustwa, w tym wycofywanie dokonanych płatności; spam, boty lub zautomatyzowane korzystanie z serwisu; a także zakładanie nowego konta po wcześniejszej blokadzie.',
        ],
      },
      {
        heading: 'Ostrzeżenia, blokady tymczasowe i stałe',
        paragraphs: [
          'Przy mniej poważnych naruszeniach zwykle zaczynamy od ostrzeżenia lub usuwamy daną treść. Blokada tymczasowa odcina dostęp na określony czas. Poważne lub powtarzające się naruszenia prowadzą do blokady stałej; wtedy odrzucamy też nowe konta tej samej osoby.',
          'Jeśli twoje konto zostało zablokowane, przy próbie logowania zobaczysz komunikat. Podajemy powód, chyba że pomogłoby to komuś obejść nasze zabezpieczenia albo prawo na to nie pozwala.',
        ],
      },
      {
        heading: 'Kredyty po blokadzie',
        paragraphs: [
          'Kredyty są osobiste i powiązane z twoim kontem. Jeśli konto zostanie zablokowane za naruszenie regulaminu, niewykorzystane kredyty nie podlegają zwrotowi. Jeśli blokada okaże się pomyłką, przywrócimy twoje konto razem z kredytami.',
        ],
      },
      {
        heading: 'Jak złożyć odwołanie',
        paragraphs: [
          'Jeśli uważasz, że zablokowaliśmy cię przez pomyłkę, możesz odwołać się za pośrednictwem naszej strony reklamacji. Wybierz kategorię „Inne”, podaj adres e-mail swojego konta i wyjaśnij, dlaczego uważasz decyzję za błędną. Nie musisz być przy tym zalogowany.',
          'Twoje odwołanie rozpatruje członek naszego zespołu, który nie brał udziału w pierwotnej decyzji. Odpowiadamy e-mailem, zwykle w ciągu pięciu dni roboczych. Jeśli nadal nie jesteś zadowolony, możesz skontaktować się z obsługą klienta pod adresem {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Najczęściej zadawane pytania',
    intro: [
      'Tutaj znajdziesz odpowiedzi na pytania, które nasi członkowie zadają najczęściej. Nie znalazłeś tego, czego szukasz? Skontaktuj się z obsługą klienta pod adresem {{support_email}}.',
    ],
    items: [
      {
        question: 'Czym są kredyty i ile kosztują?',
        answer: [
          'Kredyty to waluta serwisu {{site_name}}. Używasz ich do wysyłania wiadomości, zdjęć i prezentów, a liczbę kredytów, jaką kosztuje wiadomość, widzisz przed jej wysłaniem. Kredyty są sprzedawane w pakietach: im większy pakiet, tym niższa cena za kredyt.',
        ],
      },
      {
        question: 'Czym różni się członkostwo bezpłatne od premium?',
        answer: [
          'Jako bezpłatny członek możesz założyć profil, wyszukiwać, polubiać członków i rozpocząć do 2 rozmów. Gdy tylko po raz pierwszy kupisz kredyty, niezależnie od kwoty, na stałe zostajesz członkiem premium: możesz rozpoczynać dowolnie wiele rozmów, oglądać zdjęcia rozmyte dla bezpłatnych członków i dodać do 25 zdjęć.',
        ],
      },
      {
        question: 'Ile zdjęć mogę dodać?',
        answer: [
          'Bezpłatni członkowie mogą dodać do 3 zdjęć, członkowie premium do 25. Twoje zdjęcia są widoczne dla innych członków od razu po dodaniu. Nasi moderatorzy usuwają zdjęcia łamiące zasady, a każde nowe zdjęcie jest automatycznie porównywane z usuniętymi, więc usuniętego zdjęcia nie da się dodać ponownie. Dodawaj tylko własne zdjęcia i nigdy nie publikuj zdjęć innych osób bez ich zgody.',
        ],
      },
      {
        question: 'Dlaczego niektóre zdjęcia są rozmyte?',
        answer: [
          'Członkowie mogą zachować część swoich zdjęć jako prywatne. Bezpłatni członkowie widzą je rozmyte; członkowie premium widzą je w całości.',
        ],
      },
      {
        question: 'Czy mogę korzystać z serwisu {{site_name}}, nie będąc widocznym?',
        answer: [
          'Tak: włącz tryb niewidoczny w ustawieniach. Twój profil przestanie pojawiać się w wynikach wyszukiwania, a inni członkowie nie będą mogli do ciebie pisać ani cię polubić, podczas gdy ty nadal normalnie korzystasz z serwisu. Wyłącz go, gdy zechcesz znów być widoczny.',
        ],
      },
      {
        question: 'Jak usunąć konto i czy mogę zmienić zdanie?',
        answer: [
          'Przejdź do ustawień i wybierz usunięcie konta. Twój profil natychmiast znika. Przez 14 dni możesz jeszcze przywrócić konto za pomocą linku z e-maila, który ci wyślemy, z nienaruszonym profilem, wiadomościami i kredytami. Po 14 dniach wszystko zostaje trwale usunięte.',
        ],
      },
      {
        question: 'Nie dostałem e-maila aktywacyjnego. Co teraz?',
        answer: [
          'Najpierw sprawdź folder spamu lub wiadomości-śmieci i upewnij się, że adres e-mail twojego konta jest poprawnie wpisany. Nowy e-mail aktywacyjny możesz zamówić z przypomnienia u góry strony, najwyżej raz na minutę. Po kilku minutach nadal nic? Skontaktuj się z obsługą klienta.',
        ],
      },
      {
        question: 'Nie pamiętam hasła. Jak je zresetować?',
        answer: [
          'Kliknij „Nie pamiętasz hasła?” na stronie logowania i wpisz swój adres e-mail. Otrzymasz link do ustawienia nowego hasła; jest ważny przez godzinę i działa tylko raz. Po zmianie hasła zostaniesz wylogowany na wszystkich pozostałych urządzeniach.',
        ],
      },
      {
        question: 'Jak bezpiecznie umawiać się na randki?',
        answer: [
          'Nigdy nie wysyłaj pieniędzy komuś, kogo poznałeś w internecie, nawet jeśli jego historia brzmi przekonująco. Nie podawaj adresu domowego, danych bankowych ani haseł. Na pierwsze spotkanie umów się w miejscu publicznym, powiedz komuś bliskiemu, dokąd idziesz, i zadbaj o własny transport. Podejrzane zachowania zgłaszaj przez stronę reklamacji.',
        ],
      },
      {
        question: 'Czy za wszystkimi profilami stoją prawdziwi ludzie?',
        answer: [
          'Niektóre profile w serwisie {{site_name}} to profile fikcyjne prowadzone przez naszych pracowników w celach rozrywkowych. Są oznaczone ikoną w profilu. Możesz z nimi rozmawiać, ale nie możesz spotkać ich w prawdziwym życiu. Wyjaśnia to również nasz regulamin.',
        ],
      },
      {
        question: 'Jak mogę zapłacić?',
        answer: [
          'W zależności od kraju możesz zapłacić kartą kredytową, przez iDEAL, PayPal, Bancontact, polecenie zapłaty SEPA, Przelewy24 i wiele innych metod. Dostępne dla ciebie metody zobaczysz przy zakupie kredytów. Płatności bezpiecznie obsługuje nasz operator płatności, a my nigdy nie widzimy pełnych danych twojej karty.',
        ],
      },
      {
        question: 'Czy mogę odzyskać pieniądze?',
        answer: [
          'O zwrot niewykorzystanych kredytów możesz poprosić w ciągu {{refund_days}} dni od zakupu. Warunki opisują nasze zasady zwrotów.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Zwroty i refundacje',
    intro: [
      'Chcemy, abyś był zadowolony z każdego zakupu w serwisie {{site_name}}. Te zasady wyjaśniają, kiedy i jak możesz odzyskać pieniądze za kredyty.',
    ],
    sections: [
      {
        heading: 'Zwrot za niewykorzystane kredyty',
        paragraphs: [
          'Możesz anulować zakup kredytów i odzyskać pieniądze w ciągu {{refund_days}} dni od zakupu, o ile nie wykorzystałeś jeszcze żadnych kredytów z tego pakietu. Jeśli część z nich już wykorzystałeś, zwrócimy niewykorzystaną część proporcjonalnie do zapłaconej ceny.',
          'Zaczynając korzystać z kredytów, zgadzasz się, aby świadczenie usługi rozpoczęło się natychmiast. Dlatego w przypadku już wydanych kredytów ustawowe prawo odstąpienia od umowy nie ma zastosowania.',
        ],
      },
      {
        heading: 'Czego nie można zwrócić',
        paragraphs: [
          'Kredytów wykorzystanych na wysłanie wiadomości, zdjęć lub prezentów; kredytów bonusowych i kredytów otrzymanych w ramach rabatu lub promocji; zakupów dokonanych ponad {{refund_days}} dni temu; a także kredytów z kont zablokowanych za naruszenie regulaminu.',
        ],
      },
      {
        heading: 'Jak poprosić o zwrot',
        paragraphs: [
          'Wyślij wniosek przez stronę reklamacji, wybierając kategorię „Płatność”, lub e-mailem na adres {{support_email}}. Podaj adres e-mail swojego konta oraz datę i kwotę zakupu. Potwierdzimy otrzymanie wniosku i rozpatrzymy go w ciągu pięciu dni roboczych.',
        ],
      },
      {
        heading: 'Jak otrzymasz pieniądze',
        paragraphs: [
          'Zatwierdzone zwroty wypłacamy tą samą metodą płatności, której użyłeś, w ciągu 14 dni od naszej decyzji. W zależności od banku lub wydawcy karty może minąć jeszcze kilka dni, zanim kwota pojawi się na wyciągu. Zwrócone kredyty zostają odjęte od twojego salda.',
        ],
      },
    ],
  },

  service: {
    title: 'Obsługa klienta',
    intro: [
      'Masz pytanie dotyczące konta, płatności lub innego członka? Zespół obsługi klienta serwisu {{site_name}} chętnie ci pomoże. Możesz skontaktować się z nami telefonicznie, e-mailem lub przez stronę reklamacji.',
    ],
    sections: [
      {
        heading: 'Zanim się z nami skontaktujesz',
        paragraphs: [
          'Odpowiedzi na wiele pytań znajdziesz już na naszej stronie z najczęściej zadawanymi pytaniami, na przykład o kredytach, zdjęciach, trybie niewidocznym i usuwaniu konta. Zajrzyj tam najpierw: być może od razu znajdziesz odpowiedź.',
        ],
      },
      {
        heading: 'Telefonicznie',
        paragraphs: [
          'Możesz do nas zadzwonić pod numer {{support_phone}} w dni robocze w godzinach 9:00–17:00 (czasu środkowoeuropejskiego). Przygotuj adres e-mail swojego konta, abyśmy mogli szybko znaleźć twoje dane. Ze względów bezpieczeństwa nigdy nie poprosimy cię o hasło.',
        ],
      },
      {
        heading: 'E-mailem',
        paragraphs: [
          'Możesz w każdej chwili napisać na adres {{support_email}}. Użyj adresu e-mail, na który się zarejestrowałeś, abyśmy mogli powiązać twoją wiadomość z kontem, i dołącz zrzut ekranu, jeśli pomoże wyjaśnić problem techniczny. Odpowiadamy w ciągu jednego dnia roboczego.',
        ],
      },
      {
        heading: 'Reklamacje',
        paragraphs: [
          'Nie jesteś zadowolony z naszej obsługi albo chcesz zgłosić członka lub treść? Skorzystaj ze strony reklamacji. Otrzymasz numer referencyjny i potwierdzenie e-mailem, a my odpowiemy w ciągu pięciu dni roboczych. Jeśli nie uda nam się wspólnie rozwiązać sprawy, możesz zgłosić reklamację na europejskiej platformie internetowego rozstrzygania sporów.',
        ],
      },
      {
        heading: 'Płatności i zwroty',
        paragraphs: [
          'W sprawie płatności przygotuj jej datę, kwotę i metodę płatności. Niewykorzystane kredyty mogą zostać zwrócone w ciągu {{refund_days}} dni; nasze zasady zwrotów wyjaśniają, jak to zrobić.',
        ],
      },
    ],
  },
};

export default content;
