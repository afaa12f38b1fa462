/**
 * Alta de un fichero (/ficheros/{id}/{idtabla}/add): un fichero del dispositivo o una foto de la cámara
 * compartida. Las imágenes se reducen a ≤ 1024×1024 antes de guardarse; lo que pase del límite se
 * rechaza con 'El fichero es demasiado grande' sin guardar nada. Funciona sin conexión: el alta se encola.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { avisar } from '../../app/avisos';
import { useVigia } from '../../app/VigiaProvider';
import { escalarImagen, type ImagenEscalada } from '../../lib/imagen';
import { DialogoCamara } from '../../ui/dialogos/DialogoCamara';
import { adjuntarFichero } from './contenido';
import { TEXTOS_FICHEROS as T } from './ficheros.labels';

export interface FicheroAddScreenProps {
  id: string;
  /** El idtabla de la dirección, tal cual (un entero en texto). */
  idtabla: string;
}

/** Una imagen elegida del dispositivo, reducida como las de la cámara; lo demás, tal cual. */
const prepararFichero = async (f: File): Promise<{ blob: Blob; tipo: string; nombre: string }> => {
  if (!f.type.startsWith('image/') || f.type === 'image/svg+xml') return { blob: f, tipo: f.type, nombre: f.name };
  try {
    const mapa = await createImageBitmap(f);
    const reducida = await escalarImagen(mapa, { ancho: mapa.width, alto: mapa.height });
    mapa.close();
    return { blob: reducida.blob, tipo: reducida.blob.type, nombre: f.name.replace(/\.[^.]+$/, '') + '.jpg' };
  } catch {
    return { blob: f, tipo: f.type, nombre: f.name };
  }
};

export function FicheroAddScreen({ id, idtabla: idtablaTexto }: FicheroAddScreenProps) {
  const idtabla = Number.parseInt(idtablaTexto, 10);
  const { db } = useVigia();
  const navegar = useNavigate();
  const [fichero, setFichero] = useState<File | null>(null);
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const [camara, setCamara] = useState(false);
  const idFichero = useId();
  const idNombre = useId();
  const idError = useId();

  const volver = () => navegar({ to: '/ficheros/$id/$idtabla', params: { id, idtabla: String(idtabla) } });

  const guardar = async (blob: Blob, tipo: string, nombreFinal: string) => {
    setGuardando(true);
    setError(null);
    try {
      await adjuntarFichero(db, { idtabla, id, nombre: nombreFinal, tipo, contenido: blob });
      avisar(T.anadido);
      await volver();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setGuardando(false);
    }
  };

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!fichero) {
      setError(T.elegir);
      return;
    }
    const p = await prepararFichero(fichero);
    await guardar(p.blob, p.tipo, nombre.trim() || p.nombre);
  };

  const alCapturar = (foto: ImagenEscalada) => {
    setCamara(false);
    const sello = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
    void guardar(foto.blob, foto.blob.type || 'image/jpeg', `foto-${sello}.jpg`);
  };

  return (
    <div className="pantalla">
      <h1>{T.anadir}</h1>
      <form className="formulario" onSubmit={(ev) => void enviar(ev)} noValidate>
        <div className="campo">
          <label htmlFor={idFichero}>{T.fichero}</label>
          <input
            id={idFichero}
            type="file"
            aria-invalid={error !== null}
            aria-describedby={error ? idError : undefined}
            onChange={(ev) => {
              const f = ev.target.files?.[0] ?? null;
              setFichero(f);
              setError(null);
              if (f && nombre === '') setNombre(f.name);
            }}
          />
        </div>
        <div className="campo">
          <label htmlFor={idNombre}>{T.nombre}</label>
          <input id={idNombre} type="text" value={nombre} maxLength={255} onChange={(ev) => setNombre(ev.target.value)} />
        </div>
        {error && (
          <p id={idError} className="campo-error" role="alert">
            {error}
          </p>
        )}
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            {T.guardar}
          </button>
          <button type="button" className="boton" onClick={() => setCamara(true)} disabled={guardando}>
            {T.hacerFoto}
          </button>
          <Link to="/ficheros/$id/$idtabla" params={{ id, idtabla: String(idtabla) }} className="boton">
            {T.cancelar}
          </Link>
        </div>
      </form>
      <DialogoCamara abierto={camara} alCerrar={() => setCamara(false)} alCapturar={alCapturar} />
    </div>
  );
}
