#pragma once

#include <optional>

namespace adjutant::json {

// The byte a JSON text's short escape stands for, by the letter after the backslash (\" \\ \/ \b
// \f \n \r \t); none for \u, which its reader decodes, or for a letter that is no escape.
inline std::optional<char> shortEscape(char letter)
{
    switch (letter) {
    case '"':
    case '\\':
    case '/':
        return letter;
    case 'b':
        return '\b';
    case 'f':
        return '\f';
    case 'n':
        return '\n';
    case 'r':
        return '\r';
    case 't':
        return '\t';
    default:
        return std::nullopt;
    }
}

} // namespace adjutant::json
