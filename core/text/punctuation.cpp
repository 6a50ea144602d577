#include "text/punctuation.h"

namespace adjutant::text {

QString Punctuation::joined(const QStringList &items)
{
    return items.join(semicolon());
}

QString Punctuation::semicolon()
{
    //: Between the items of a list that hold commas of their own ("a; b"). French: "\u00a0; ".
    return tr("; ");
}

QString Punctuation::labelled(const QString &label, const QString &text)
{
    //: A label and what it says ("Fire: 2 hits"). French: "%1\u00a0: %2".
    return tr("%1: %2").arg(label, text);
}

QString Punctuation::colon()
{
    //: Before a text added to one already said ("Dice: 3 hits"). French: "\u00a0: ".
    return tr(": ");
}

} // namespace adjutant::text
