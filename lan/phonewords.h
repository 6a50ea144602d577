#pragma once

#include <QString>
#include <QStringList>

namespace adjutant::lan {

// A message of the host's own, written where it is decided with
// QT_TRANSLATE_NOOP3("LanHost", "text", "comment") so that Linguist catalogues it in the context
// "LanHost", and put into words only when it is sent, in the language of the phone it goes to
// (a host in German serves a phone in French).
struct Words {
    const char *source = nullptr;
    const char *comment = nullptr;
};

struct Reason {
    Words words;
    QStringList args; // %1, %2...
    bool isEmpty() const { return words.source == nullptr; }
    QString in(const QString &language) const;
};

class PhoneWords
{
public:
    static constexpr const char *kContext = "LanHost";
    // The catalogue the host has for a phone that accepts `accepted` (an Accept-Language header or
    // navigator.language: "fr-CH,fr;q=0.9,en;q=0.8"): "de", "fr"..., or "en" (the source text).
    static QString languageOf(const QString &accepted);
    // A message of the context, in that language (English when it has no catalogue or no
    // translation of it).
    static QString say(const QString &language, const Words &words, const char *context = kContext);
};

} // namespace adjutant::lan
