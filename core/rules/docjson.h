#pragma once

#include "ruleset.h"

#include "json/checkedjson.h"

namespace adjutant::rules {

// What a ruleset or scenario says of one of its things, in its own words: name, explain, ref.
inline Doc readDoc(const json::checked::Obj &o, bool nameRequired = true)
{
    // The name and explanation in the app's language (Obj::prose); the reference cites the rule
    // book as printed.
    return {o.prose("name", nameRequired), o.prose("explain", false), o.text("ref", false)};
}

} // namespace adjutant::rules
