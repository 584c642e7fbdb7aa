// Spanish texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Es: Frame3Messages = {
  countryPage: {
    title: 'No disponible en tu país',
    licence: '{{site}} ofrece juego con dinero real solo en los países que permite su licencia.',
    from: 'Nos visitas desde {{country}}.',
    unknown: 'No pudimos saber desde qué país nos visitas.',
    browse: 'Puedes seguir navegando, pero aquí no puedes registrarte, depositar, apostar ni abrir juegos.',
    home: 'Volver al inicio',
  },
  connection: {
    reconnecting: 'Reconectando…',
    serverNotResponding: 'El servidor no responde',
  },
  headerFigures: {
    balance: 'Saldo',
    exposure: 'Exp.',
  },
  betOutcome: {
    matched: 'Tu apuesta fue emparejada',
    partlyMatched: 'Tu apuesta se emparejó en parte; el resto espera sin emparejar',
    unmatched: 'Tu apuesta quedó colocada, sin emparejar',
    refused: 'Tu apuesta no se colocó',
  },
  commonMessages: {
    noDataFound: 'No se encontraron datos',
    tryAgain: 'Reintentar',
  },
  signup: {
    changeNumber: 'Cambiar número',
    referralInvalid: 'Código de referido no válido',
    adultDeclaration: 'Tengo 18 años o más',
    dateOfBirth: 'Fecha de nacimiento',
    adultRequired: 'Confirma que tienes 18 años o más',
    underAge: 'Debes tener 18 años o más para registrarte',
    dobRequired: 'La fecha de nacimiento es obligatoria',
    codeNotSent: 'No pudimos enviar tu código',
    askAgain: 'Pedirlo de nuevo',
  },
  formMessages: {
    userIdRequired: 'El ID de usuario es obligatorio',
    countryRequired: 'El país es obligatorio',
    phoneDigits: 'El número de teléfono solo puede contener dígitos',
    phoneLength: 'El número de teléfono debe tener {{digits}} dígitos',
    phoneInvalid: 'El número de teléfono no es válido',
    phoneRequired: 'El número de teléfono es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
    loginPasswordMin: 'La contraseña debe tener al menos {{min}} caracteres',
    usernameRequired: 'El nombre de usuario es obligatorio',
    otpLength: 'El OTP debe tener {{digits}} dígitos',
    otpRequired: 'El OTP es obligatorio',
    signupPasswordMin: 'Debe tener al menos {{min}} caracteres',
    confirmRequired: 'Este campo es obligatorio',
    passwordMismatch: 'La contraseña no coincide.',
    userIdLookupMin: 'El ID de usuario debe tener al menos {{min}} caracteres',
    sendOtpFirst: '¡Envía primero el OTP!',
  },
};
