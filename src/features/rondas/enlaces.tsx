/** Enlaces de vuelta de las pantallas de rondas (a las listas), compartidos sin arrastrar ninguna pantalla. */
import { Link } from '@tanstack/react-router';
import { TEXTOS_RONDAS as T } from './rondas.labels';

export function VolverProgramadas() {
  return <Link to="/rondas/rondas-programadas">{T.volverProgramadas}</Link>;
}

export function VolverRealizadas() {
  return <Link to="/rondas/rondas-realizadas">{T.volverRealizadas}</Link>;
}
