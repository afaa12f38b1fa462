/**
 * Alta de un fichero (/ficheros/{id}/{idtabla}/add): un fichero del dispositivo o una foto de la cámara
 * compartida. Las imágenes se reducen a ≤ 1024×1024 (en su formato) antes de guardarse; lo que pase del
 * límite se rechaza con 'El fichero es demasiado grande' sin guardar nada. Funciona sin conexión: el alta
 * se encola.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { avisar } from '../../app/avisos';
import { useVigia } from '../../app/VigiaProvider';
import { escalarImagen, FORMATOS_WEB, formatoReducido, LADO_MAXIMO_IMAGEN, medidasEscaladas, type ImagenEscalada } from '../../lib/imagen';
import { nombreConExtension } from '../../lib/tipos-mime';
import { DialogoCamara } from '../../ui/dialogos/DialogoCamara';
import { adjuntarFichero } from './contenido';
import { TEXTOS_FICHEROS as T } from './ficheros.labels';

export interface FicheroAddScreenProps {
  id: string;
  /** El idtabla de la dirección, tal cual (un entero en texto). */
  idtabla: string;
}

/**
 * Una imagen elegida del dispositivo, reducida como las de la cámara si pasa de 1024×1024 y en su propio
 * formato (un PNG sigue siendo PNG; HEIC, BMP… pasan a JPEG); una que ya cabe y el navegador muestra, tal
 * cual; lo demás, tal cual. El tipo guardado es siempre el del contenido y el nombre lleva su extensión
 * ('plano.png' no se guarda nunca con contenido JPEG).
 */
const prepararFichero = async (f: File, nombre: string): Promise<{ blob: Blob; tipo: string; nombre: string }> => {
  const tal = { blob: f, tipo: f.type, nombre };
  if (!f.type.startsWith('image/') || f.type === 'image/svg+xml') return tal;
  let mapa: ImageBitmap | null = null;
  try {
    mapa = await createImageBitmap(f);
    const original = { ancho: mapa.width, alto: mapa.height };
    const medidas = medidasEscaladas(original);
    if (FORMATOS_WEB.has(f.type) && medidas.ancho === original.ancho && medidas.alto === original.alto) return tal;
    const formato = formatoReducido(f.type);
    const reducida = await escalarImagen(mapa, original, LADO_MAXIMO_IMAGEN, formato);
    const tipo = reducida.blob.type || formato;
    return { blob: reducida.blob, tipo, nombre: nombreConExtension(nombre, tipo) };
  } catch {
    return tal;
  } finally {
    mapa?.close();
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
    const p = await prepararFichero(fichero, nombre.trim() || fichero.name);
    await guardar(p.blob, p.tipo, p.nombre);
  };

  const alCapturar = (foto: ImagenEscalada) => {
    setCamara(false);
    const sello = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
    const tipo = foto.blob.type || 'image/jpeg';
    void guardar(foto.blob, tipo, nombreConExtension(`foto-${sello}.jpg`, tipo));
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
